import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceStatus } from '../domain/invoice-status';
import {
  InvoiceMessagingReader,
  InvoiceMessagingView,
  PaymentMessagingView,
  PendingInvoiceRow,
  PendingInvoiceSummary,
  ReminderTarget,
} from '../application/invoice-messaging.reader';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

// The invoice with its customer's current contact and the business's sender details, in one row.
const VIEW_COLUMNS = `
  i.id, i.invoice_number, to_char(i.invoice_date, 'YYYY-MM-DD') as invoice_date, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
  i.total, i.total - i.amount_paid as outstanding, i.status, i.share_id,
  i.customer_name, c.email as customer_email, c.phone as customer_phone,
  coalesce(nullif(s.company_name, ''), b.name) as company_name, s.company_email, s.company_phone`;
const VIEW_JOINS = `
  join customers c on c.id = i.customer_id
  join businesses b on b.id = i.business_id
  left join business_settings s on s.business_id = i.business_id`;

function toView(r: Row): InvoiceMessagingView {
  return {
    id: String(r.id),
    invoiceNumber: String(r.invoice_number),
    invoiceDate: String(r.invoice_date),
    dueDate: String(r.due_date),
    totalPaise: Number(r.total),
    outstandingPaise: Number(r.outstanding),
    status: r.status as InvoiceStatus,
    shareId: String(r.share_id),
    customer: { name: String(r.customer_name), email: str(r.customer_email), phone: str(r.customer_phone) },
    business: { companyName: String(r.company_name ?? ''), companyEmail: str(r.company_email), companyPhone: str(r.company_phone) },
  };
}

/** Reads billing's invoices and payments with the customer's contact (crm) and the sender (settings). Never writes. */
@Injectable()
export class SqlInvoiceMessagingReader extends InvoiceMessagingReader {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private execute(sql: string, params: unknown[]): Promise<Row[]> {
    return this.em.execute<Row[]>(sql, params);
  }

  async invoice(businessId: string, invoiceId: string): Promise<InvoiceMessagingView | null> {
    const [row] = await this.execute(`select ${VIEW_COLUMNS} from invoices i ${VIEW_JOINS} where i.business_id = ? and i.id = ?`, [businessId, invoiceId]);
    return row ? toView(row) : null;
  }

  async payment(businessId: string, paymentId: string): Promise<PaymentMessagingView | null> {
    const [row] = await this.execute(
      `select ${VIEW_COLUMNS}, p.id as payment_id, p.amount as payment_amount, to_char(p.payment_date, 'YYYY-MM-DD') as payment_date,
              p.payment_method, p.reference, p.reversed_at is not null as reversed
         from payments p join invoices i on i.id = p.invoice_id and i.business_id = p.business_id ${VIEW_JOINS}
        where p.business_id = ? and p.id = ?`,
      [businessId, paymentId],
    );
    if (!row) return null;
    return {
      id: String(row.payment_id),
      amountPaise: Number(row.payment_amount),
      paymentDate: String(row.payment_date),
      paymentMethod: String(row.payment_method),
      reference: str(row.reference),
      reversed: row.reversed === true,
      invoice: toView(row),
    };
  }

  async pendingSummary(businessId: string, today: string): Promise<PendingInvoiceSummary> {
    const [row] = await this.execute(
      `select count(*) as pending,
              count(*) filter (where i.due_date < ?::date) as overdue,
              count(*) filter (where coalesce(c.email, '') <> '') as email_enabled,
              count(*) filter (where coalesce(c.phone, '') <> '') as sms_enabled
         from invoices i join customers c on c.id = i.customer_id
        where i.business_id = ? and i.status = 'sent'`,
      [today, businessId],
    );
    return {
      pendingInvoices: Number(row.pending),
      overdueInvoices: Number(row.overdue),
      emailEnabled: Number(row.email_enabled),
      smsEnabled: Number(row.sms_enabled),
    };
  }

  async pendingPage(businessId: string, after: { dueDate: string; id: string } | null, limit: number): Promise<PendingInvoiceRow[]> {
    const rows = await this.execute(
      `select i.id, i.invoice_number, i.customer_name, to_char(i.invoice_date, 'YYYY-MM-DD') as invoice_date,
              to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.total, i.total - i.amount_paid as outstanding,
              coalesce(c.email, '') <> '' as has_email, coalesce(c.phone, '') <> '' as has_phone
         from invoices i join customers c on c.id = i.customer_id
        where i.business_id = ? and i.status = 'sent' ${after ? 'and (i.due_date, i.id) > (?::date, ?::uuid)' : ''}
        order by i.due_date, i.id
        limit ?`,
      after ? [businessId, after.dueDate, after.id, limit] : [businessId, limit],
    );
    return rows.map((r) => ({
      id: String(r.id),
      invoiceNumber: String(r.invoice_number),
      customerName: String(r.customer_name),
      invoiceDate: String(r.invoice_date),
      dueDate: String(r.due_date),
      totalPaise: Number(r.total),
      outstandingPaise: Number(r.outstanding),
      hasEmail: Boolean(r.has_email),
      hasPhone: Boolean(r.has_phone),
    }));
  }

  async countOverdue(businessId: string, today: string): Promise<number> {
    const [row] = await this.execute(`select count(*) as n from invoices where business_id = ? and status = 'sent' and due_date < ?::date`, [businessId, today]);
    return Number(row.n);
  }

  async overduePage(businessId: string, today: string, afterId: string | null, limit: number): Promise<ReminderTarget[]> {
    const rows = await this.execute(
      `select i.id, c.email, c.phone
         from invoices i join customers c on c.id = i.customer_id
        where i.business_id = ? and i.status = 'sent' and i.due_date < ?::date ${afterId ? 'and i.id > ?::uuid' : ''}
        order by i.id
        limit ?`,
      afterId ? [businessId, today, afterId, limit] : [businessId, today, limit],
    );
    return rows.map((r) => ({ invoiceId: String(r.id), email: str(r.email), phone: str(r.phone) }));
  }
}
