import { Injectable } from '@nestjs/common';
import type { PaymentResponse } from '@hisaab/contracts';
import { toPaise, toRupees } from '@hisaab/gst';
import type { AuthContext } from '../../../shared/tenant';
import { timeOrderedUuid } from '../../../shared/uuid';
import { BillingErrors } from '../domain/billing-errors';
import type { InvoiceStatus } from '../domain/invoice-status';
import { todayInIndia } from '../domain/documents';
import { applyPayment, checkPaymentDate, type PaymentMethod } from '../domain/payment-rules';
import { decodeCursor, encodeCursor, type Page, pageSize } from './cursor';
import { IdempotencyService, type CommandResult } from './idempotency.service';
import { InvoiceRepository, PaymentRepository, type PaymentListRow } from './ports/billing-store';

export interface PaymentInput {
  invoiceId: string;
  /** Rupees, at most 2 decimals. */
  amount: number;
  paymentDate: string;
  paymentMethod: PaymentMethod;
  referenceNumber: string | null;
  notes: string | null;
}

export type PaymentView = PaymentResponse;

export interface RecordedPaymentView extends PaymentView {
  invoice: { invoiceNumber: string; status: InvoiceStatus; total: number; amountPaid: number; outstanding: number };
}

@Injectable()
export class PaymentService {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly payments: PaymentRepository,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** One transaction: the invoice row is locked, so concurrent payments can never overpay it. */
  record(auth: AuthContext, input: PaymentInput, idempotencyKey?: string): Promise<CommandResult<RecordedPaymentView>> {
    const { businessId } = auth;
    return this.idempotency.execute(
      { businessId, key: idempotencyKey, scope: 'POST /api/payments', request: input },
      async () => {
        const invoice = await this.invoices.findByIdForUpdate(businessId, input.invoiceId);
        if (!invoice) throw BillingErrors.invoiceNotFound();
        const amount = toPaise(input.amount);
        const outcome = applyPayment(invoice, amount);
        const now = new Date();
        checkPaymentDate(input.paymentDate, invoice.invoiceDate, todayInIndia(now));
        const payment = {
          id: timeOrderedUuid(), // the list's (date, id) order is creation order within a day
          businessId,
          invoiceId: invoice.id,
          amount,
          paymentDate: input.paymentDate,
          paymentMethod: input.paymentMethod,
          reference: input.referenceNumber,
          notes: input.notes,
          createdBy: auth.userId,
          createdAt: now,
        };
        await this.payments.insert(payment);
        const status: InvoiceStatus = outcome.settles ? 'paid' : 'sent';
        await this.invoices.updateStatus(invoice, {
          amountPaid: outcome.amountPaid,
          ...(outcome.settles ? { status, paidAt: now } : {}),
        });
        return {
          ...present({ ...payment, invoiceNumber: invoice.invoiceNumber }),
          invoice: {
            invoiceNumber: invoice.invoiceNumber,
            status,
            total: toRupees(invoice.total),
            amountPaid: toRupees(outcome.amountPaid),
            outstanding: toRupees(outcome.outstanding),
          },
        };
      },
    );
  }

  async list(auth: AuthContext, input: { invoiceId?: string; cursor?: string; limit?: number }): Promise<Page<PaymentView>> {
    const limit = pageSize(input.limit);
    const after = decodeCursor(input.cursor, 2);
    const rows = await this.payments.list(auth.businessId, {
      invoiceId: input.invoiceId,
      after: after && { paymentDate: after[0], id: after[1] },
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map(present),
      nextCursor: rows.length > limit ? encodeCursor([last.paymentDate, last.id]) : null,
    };
  }
}

function present(row: PaymentListRow): PaymentView {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoice: { invoiceNumber: row.invoiceNumber },
    amount: toRupees(row.amount),
    paymentDate: row.paymentDate,
    paymentMethod: row.paymentMethod,
    reference: row.reference,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}
