import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import { INVOICE_STATUSES } from '../domain/invoice-status';
import {
  InvoiceMessagingReader,
  InvoiceMessagingView,
  PaymentMessagingView,
  PendingInvoiceRow,
  PendingInvoiceSummary,
  ReminderTarget,
} from '../application/invoice-messaging.reader';
import { InvoiceSchema } from './billing.entities';

/** An e-mail, phone or reference: an empty one is none. */
const optionalText = column.text.nullable().transform((v) => (v === '' ? null : v));

// The invoice with its customer's current contact and the business's sender details, in one row.
const VIEW_COLUMNS = `
  i.id, i.invoice_number as "invoiceNumber", to_char(i.invoice_date, 'YYYY-MM-DD') as "invoiceDate", to_char(i.due_date, 'YYYY-MM-DD') as "dueDate",
  i.total as "totalPaise", greatest(i.total - i.credited - i.amount_paid, 0) as "outstandingPaise", i.status, i.share_id as "shareId",
  i.customer_name as "customerName", c.email as "customerEmail", c.phone as "customerPhone",
  coalesce(nullif(s.company_name, ''), b.name) as "companyName", s.company_email as "companyEmail", s.company_phone as "companyPhone"`;
const VIEW_JOINS = `
  join customers c on c.id = i.customer_id
  join businesses b on b.id = i.business_id
  left join business_settings s on s.business_id = i.business_id`;

const ViewRow = z.object({
  id: column.uuid,
  invoiceNumber: column.text,
  invoiceDate: column.date,
  dueDate: column.date,
  totalPaise: column.paise,
  outstandingPaise: column.paise,
  status: z.enum(INVOICE_STATUSES),
  shareId: column.text,
  customerName: column.text,
  customerEmail: optionalText,
  customerPhone: optionalText,
  companyName: column.text.nullable().transform((v) => v ?? ''),
  companyEmail: optionalText,
  companyPhone: optionalText,
});

const PaymentRow = ViewRow.extend({
  paymentId: column.uuid,
  amountPaise: column.paise,
  paymentDate: column.date,
  paymentMethod: column.text,
  reference: optionalText,
  reversed: column.boolean,
});

const PendingSummaryRow = z.object({ pendingInvoices: column.count, overdueInvoices: column.count, emailEnabled: column.count, smsEnabled: column.count });

const PendingRow = z.object({
  id: column.uuid,
  invoiceNumber: column.text,
  customerName: column.text,
  invoiceDate: column.date,
  dueDate: column.date,
  totalPaise: column.paise,
  outstandingPaise: column.paise,
  hasEmail: column.boolean,
  hasPhone: column.boolean,
});

const ReminderTargetRow = z.object({ invoiceId: column.uuid, email: optionalText, phone: optionalText });

function toView(r: z.infer<typeof ViewRow>): InvoiceMessagingView {
  return {
    id: r.id,
    invoiceNumber: r.invoiceNumber,
    invoiceDate: r.invoiceDate,
    dueDate: r.dueDate,
    totalPaise: r.totalPaise,
    outstandingPaise: r.outstandingPaise,
    status: r.status,
    shareId: r.shareId,
    customer: { name: r.customerName, email: r.customerEmail, phone: r.customerPhone },
    business: { companyName: r.companyName, companyEmail: r.companyEmail, companyPhone: r.companyPhone },
  };
}

/** Reads billing's invoices and payments with the customer's contact (crm) and the sender (settings). Never writes. */
@Injectable()
export class MikroOrmInvoiceMessagingReader extends InvoiceMessagingReader {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async invoice(businessId: string, invoiceId: string): Promise<InvoiceMessagingView | null> {
    const [row] = await parsedRows(this.em, ViewRow, `select ${VIEW_COLUMNS} from invoices i ${VIEW_JOINS} where i.business_id = ? and i.id = ?`, [businessId, invoiceId]);
    return row ? toView(row) : null;
  }

  async payment(businessId: string, paymentId: string): Promise<PaymentMessagingView | null> {
    const [row] = await parsedRows(
      this.em,
      PaymentRow,
      `select ${VIEW_COLUMNS}, p.id as "paymentId", p.amount as "amountPaise", to_char(p.payment_date, 'YYYY-MM-DD') as "paymentDate",
              p.payment_method as "paymentMethod", p.reference, p.reversed_at is not null as reversed
         from payments p join invoices i on i.id = p.invoice_id and i.business_id = p.business_id ${VIEW_JOINS}
        where p.business_id = ? and p.id = ?`,
      [businessId, paymentId],
    );
    if (!row) return null;
    return {
      id: row.paymentId,
      amountPaise: row.amountPaise,
      paymentDate: row.paymentDate,
      paymentMethod: row.paymentMethod,
      reference: row.reference,
      reversed: row.reversed,
      invoice: toView(row),
    };
  }

  async pendingSummary(businessId: string, today: string): Promise<PendingInvoiceSummary> {
    const [row] = await parsedRows(
      this.em,
      PendingSummaryRow,
      `select count(*) as "pendingInvoices",
              count(*) filter (where i.due_date < ?::date) as "overdueInvoices",
              count(*) filter (where coalesce(c.email, '') <> '') as "emailEnabled",
              count(*) filter (where coalesce(c.phone, '') <> '') as "smsEnabled"
         from invoices i join customers c on c.id = i.customer_id
        where i.business_id = ? and i.status = 'sent'`,
      [today, businessId],
    );
    return row;
  }

  pendingPage(businessId: string, after: { dueDate: string; id: string } | null, limit: number): Promise<PendingInvoiceRow[]> {
    return parsedRows(
      this.em,
      PendingRow,
      `select i.id, i.invoice_number as "invoiceNumber", i.customer_name as "customerName", to_char(i.invoice_date, 'YYYY-MM-DD') as "invoiceDate",
              to_char(i.due_date, 'YYYY-MM-DD') as "dueDate", i.total as "totalPaise", greatest(i.total - i.credited - i.amount_paid, 0) as "outstandingPaise",
              coalesce(c.email, '') <> '' as "hasEmail", coalesce(c.phone, '') <> '' as "hasPhone"
         from invoices i join customers c on c.id = i.customer_id
        where i.business_id = ? and i.status = 'sent' ${after ? 'and (i.due_date, i.id) > (?::date, ?::uuid)' : ''}
        order by i.due_date, i.id
        limit ?`,
      after ? [businessId, after.dueDate, after.id, limit] : [businessId, limit],
    );
  }

  countOverdue(businessId: string, today: string): Promise<number> {
    return this.em.count(InvoiceSchema, { businessId, status: 'sent', dueDate: { $lt: today } });
  }

  overduePage(businessId: string, today: string, afterId: string | null, limit: number): Promise<ReminderTarget[]> {
    return parsedRows(
      this.em,
      ReminderTargetRow,
      `select i.id as "invoiceId", c.email, c.phone
         from invoices i join customers c on c.id = i.customer_id
        where i.business_id = ? and i.status = 'sent' and i.due_date < ?::date ${afterId ? 'and i.id > ?::uuid' : ''}
        order by i.id
        limit ?`,
      afterId ? [businessId, today, afterId, limit] : [businessId, today, limit],
    );
  }
}
