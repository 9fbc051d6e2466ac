import { Injectable } from '@nestjs/common';
import type { PaymentResponse, RecordedPaymentResponse } from '@hisaab/contracts';
import { toPaise, toRupees } from '@hisaab/gst';
import type { AuthContext } from '../../../shared/tenant';
import { isUuid, timeOrderedUuid } from '../../../shared/uuid';
import { BillingErrors } from '../domain/billing-errors';
import type { InvoiceStatus } from '../domain/invoice-status';
import { todayInIndia } from '../domain/documents';
import { applyPayment, checkPaymentDate, NOT_REVERSED, outstandingOf, reversePayment, type PaymentMethod } from '../domain/payment-rules';
import { decodeDateKeyset, encodeCursor, type Page, pageLimit } from '../../../shared/cursor';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { InvoiceRepository, PaymentRepository, type PaymentListRow } from './ports/billing-store';

export const PAYMENT_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

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

export type RecordedPaymentView = RecordedPaymentResponse;

@Injectable()
export class PaymentService {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly payments: PaymentRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** One transaction: the invoice row is locked, so concurrent payments can never overpay it. */
  record(auth: AuthContext, input: PaymentInput): Promise<RecordedPaymentView> {
    const { businessId } = auth;
    return this.unitOfWork.run(async () => {
        const invoice = await this.invoices.findByIdForUpdate(businessId, input.invoiceId);
        if (!invoice) throw BillingErrors.invoiceNotFound();
        const amount = toPaise(input.amount);
        const outcome = applyPayment(invoice, amount);
        const now = this.clock.now();
        checkPaymentDate(input.paymentDate, invoice.invoiceDate, todayInIndia(now));
        const payment = {
          id: timeOrderedUuid(), // the list's (date, id) order is creation order within a day
          businessId,
          invoiceId: invoice.id,
          amountPaise: amount,
          paymentDate: input.paymentDate,
          paymentMethod: input.paymentMethod,
          reference: input.referenceNumber,
          notes: input.notes,
          createdBy: auth.userId,
          createdAt: now,
          ...NOT_REVERSED,
        };
        await this.payments.insert(payment);
        const status: InvoiceStatus = outcome.settles ? 'paid' : 'sent';
        await this.invoices.updateStatus(invoice, {
          amountPaidPaise: outcome.amountPaidPaise,
          ...(outcome.settles ? { status, paidAt: now } : {}),
        });
        return {
          ...present({ ...payment, invoiceNumber: invoice.invoiceNumber }),
          invoice: {
            invoiceNumber: invoice.invoiceNumber,
            status,
            total: toRupees(invoice.totalPaise),
            amountPaid: toRupees(outcome.amountPaidPaise),
            outstanding: toRupees(outcome.outstandingPaise),
          },
        };
    });
  }

  /**
   * Corrects a payment recorded by mistake (or by Mark as Paid): the row is kept and marked reversed
   * with the reason; its amount leaves the invoice, which is open again. Summaries move in the same
   * transaction (updateStatus).
   */
  reverse(auth: AuthContext, id: string, reason: string): Promise<RecordedPaymentView> {
    const { businessId } = auth;
    return this.unitOfWork.run(async () => {
      const found = isUuid(id) ? await this.payments.findById(businessId, id) : null;
      if (!found) throw BillingErrors.paymentNotFound();
      // The invoice row lock serialises every change of its payments; read the payment again under it.
      const invoice = await this.invoices.findByIdForUpdate(businessId, found.invoiceId);
      const payment = await this.payments.findById(businessId, id);
      if (!invoice || !payment) throw BillingErrors.paymentNotFound();
      const { amountPaidPaise: amountPaid, settled } = reversePayment(invoice, payment);
      const reversal = { reversedAt: this.clock.now(), reversedBy: auth.userId, reversalReason: reason };
      await this.payments.markReversed(businessId, id, reversal);
      const status: InvoiceStatus = settled ? 'paid' : 'sent';
      await this.invoices.updateStatus(invoice, { status, amountPaidPaise: amountPaid, ...(settled ? {} : { paidAt: null }) });
      return {
        ...present({ ...payment, ...reversal, invoiceNumber: invoice.invoiceNumber }),
        invoice: {
          invoiceNumber: invoice.invoiceNumber,
          status,
          total: toRupees(invoice.totalPaise),
          amountPaid: toRupees(amountPaid),
          outstanding: toRupees(outstandingOf({ ...invoice, status, amountPaidPaise: amountPaid })),
        },
      };
    });
  }

  async list(auth: AuthContext, input: { invoiceId?: string; cursor?: string; limit?: number }): Promise<Page<PaymentView>> {
    const limit = pageLimit(input.limit, PAYMENT_PAGE);
    const after = decodeDateKeyset(input.cursor);
    const rows = await this.payments.list(auth.businessId, {
      invoiceId: input.invoiceId,
      after: after && { paymentDate: after.key, id: after.id },
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
    amount: toRupees(row.amountPaise),
    paymentDate: row.paymentDate,
    paymentMethod: row.paymentMethod,
    reference: row.reference,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
    reversalReason: row.reversalReason,
  };
}
