import Handlebars from 'handlebars';
import { formatINR } from '@hisaab/gst';
import type { InvoiceMessagingView, PaymentMessagingView } from '../../billing';
import { daysOverdue, type Kind } from '../domain/communication';

/** What every message about an invoice shows; amounts already formatted (en-IN ₹). */
export interface InvoiceMessageData {
  businessName: string;
  businessEmail: string | null;
  businessPhone: string | null;
  customerName: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  total: string;
  outstanding: string;
  daysOverdue: number;
  overdue: boolean;
  link: string;
  payment?: { amount: string; date: string; method: string; reference: string | null };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const shortDate = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
export function displayDate(date: string): string {
  return shortDate.format(new Date(`${date}T00:00:00Z`));
}

const METHOD_LABELS: Record<string, string> = { cash: 'Cash', bank_transfer: 'Bank transfer', cheque: 'Cheque', upi: 'UPI', card: 'Card', other: 'Other' };

export function invoiceMessageData(view: InvoiceMessagingView, publicUrl: string, today: string): InvoiceMessageData {
  const late = view.status === 'sent' ? daysOverdue(view.dueDate, today) : 0;
  return {
    businessName: view.business.companyName || 'Your supplier',
    businessEmail: view.business.companyEmail,
    businessPhone: view.business.companyPhone,
    customerName: view.customer.name,
    invoiceNumber: view.invoiceNumber,
    invoiceDate: displayDate(view.invoiceDate),
    dueDate: displayDate(view.dueDate),
    total: formatINR(view.totalPaise),
    outstanding: formatINR(view.outstandingPaise),
    daysOverdue: late,
    overdue: late > 0,
    link: `${publicUrl}/client/${view.shareId}`,
  };
}

export function paymentMessageData(view: PaymentMessagingView, publicUrl: string, today: string): InvoiceMessageData {
  return {
    ...invoiceMessageData(view.invoice, publicUrl, today),
    payment: { amount: formatINR(view.amountPaise), date: displayDate(view.paymentDate), method: METHOD_LABELS[view.paymentMethod] ?? view.paymentMethod, reference: view.reference },
  };
}

// Inline templates (the build copies no files). Subjects and text are not HTML-escaped; html is.
const SUMMARY_TEXT = `Invoice: {{invoiceNumber}}
Invoice date: {{invoiceDate}}
Due date: {{dueDate}}
Amount: {{total}}
Outstanding: {{outstanding}}`;

const SUMMARY_HTML = `<table style="border-collapse:collapse;margin:16px 0;font-size:14px">
<tr><td style="padding:4px 16px 4px 0;color:#555">Invoice</td><td style="padding:4px 0"><strong>{{invoiceNumber}}</strong></td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#555">Invoice date</td><td style="padding:4px 0">{{invoiceDate}}</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#555">Due date</td><td style="padding:4px 0">{{dueDate}}{{#if overdue}} <span style="color:#b91c1c">({{daysOverdue}} days overdue)</span>{{/if}}</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#555">Amount</td><td style="padding:4px 0">{{total}}</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#555">Outstanding</td><td style="padding:4px 0"><strong>{{outstanding}}</strong></td></tr>
</table>`;

const BUTTON_HTML = `<p><a href="{{link}}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">View invoice</a></p>
<p style="color:#555;font-size:12px">Or open this link: <a href="{{link}}">{{link}}</a></p>`;

const SIGNATURE_TEXT = `Regards,
{{businessName}}{{#if businessPhone}}
{{businessPhone}}{{/if}}{{#if businessEmail}}
{{businessEmail}}{{/if}}`;

const SIGNATURE_HTML = `<p>Regards,<br>{{businessName}}{{#if businessPhone}}<br>{{businessPhone}}{{/if}}{{#if businessEmail}}<br>{{businessEmail}}{{/if}}</p>`;

const wrapHtml = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5;max-width:600px">${body}</body></html>`;

interface EmailSource {
  subject: string;
  text: string;
  html: string;
}

const EMAILS: Record<Exclude<Kind, 'download_link'>, EmailSource> = {
  invoice: {
    subject: 'Invoice {{invoiceNumber}} from {{businessName}}',
    text: `Dear {{customerName}},

Please find the details of invoice {{invoiceNumber}} below.

${SUMMARY_TEXT}

View or download the invoice: {{link}}

${SIGNATURE_TEXT}`,
    html: wrapHtml(`<p>Dear {{customerName}},</p><p>Please find the details of invoice {{invoiceNumber}} below.</p>${SUMMARY_HTML}${BUTTON_HTML}${SIGNATURE_HTML}`),
  },
  invoice_pdf: {
    subject: 'Invoice {{invoiceNumber}} from {{businessName}}',
    text: `Dear {{customerName}},

Please find invoice {{invoiceNumber}} attached as a PDF.

${SUMMARY_TEXT}

View it online: {{link}}

${SIGNATURE_TEXT}`,
    html: wrapHtml(`<p>Dear {{customerName}},</p><p>Please find invoice {{invoiceNumber}} attached as a PDF.</p>${SUMMARY_HTML}${BUTTON_HTML}${SIGNATURE_HTML}`),
  },
  reminder: {
    subject: '{{#if overdue}}Payment reminder: invoice {{invoiceNumber}} is {{daysOverdue}} days overdue{{else}}Payment reminder: invoice {{invoiceNumber}} is due on {{dueDate}}{{/if}}',
    text: `Dear {{customerName}},

This is a friendly reminder that {{outstanding}} is outstanding on invoice {{invoiceNumber}}{{#if overdue}}, which was due on {{dueDate}} ({{daysOverdue}} days overdue){{else}}, due on {{dueDate}}{{/if}}.

${SUMMARY_TEXT}

View and pay the invoice: {{link}}

If you have already paid, please ignore this message.

${SIGNATURE_TEXT}`,
    html: wrapHtml(
      `<p>Dear {{customerName}},</p><p>This is a friendly reminder that <strong>{{outstanding}}</strong> is outstanding on invoice {{invoiceNumber}}{{#if overdue}}, which was due on {{dueDate}} ({{daysOverdue}} days overdue){{else}}, due on {{dueDate}}{{/if}}.</p>${SUMMARY_HTML}${BUTTON_HTML}<p style="color:#555">If you have already paid, please ignore this message.</p>${SIGNATURE_HTML}`,
    ),
  },
  payment_confirmation: {
    subject: 'Payment received for invoice {{invoiceNumber}}',
    text: `Dear {{customerName}},

Thank you. We have received {{payment.amount}} on {{payment.date}} by {{payment.method}}{{#if payment.reference}} (reference {{payment.reference}}){{/if}} against invoice {{invoiceNumber}}.

${SUMMARY_TEXT}

View the invoice: {{link}}

${SIGNATURE_TEXT}`,
    html: wrapHtml(
      `<p>Dear {{customerName}},</p><p>Thank you. We have received <strong>{{payment.amount}}</strong> on {{payment.date}} by {{payment.method}}{{#if payment.reference}} (reference {{payment.reference}}){{/if}} against invoice {{invoiceNumber}}.</p>${SUMMARY_HTML}${BUTTON_HTML}${SIGNATURE_HTML}`,
    ),
  },
};

type Compiled = { subject: HandlebarsTemplateDelegate; text: HandlebarsTemplateDelegate; html: HandlebarsTemplateDelegate };
const hbs = Handlebars.create();
const compiled = new Map<string, Compiled>(
  Object.entries(EMAILS).map(([kind, source]) => [
    kind,
    {
      subject: hbs.compile(source.subject, { noEscape: true, strict: false }),
      text: hbs.compile(source.text, { noEscape: true }),
      html: hbs.compile(source.html),
    },
  ]),
);

export function renderEmail(kind: Kind, data: InvoiceMessageData): RenderedEmail {
  const template = compiled.get(kind === 'download_link' ? 'invoice' : kind)!;
  return { subject: template.subject(data).replace(/\s+/g, ' ').trim(), text: template.text(data), html: template.html(data) };
}

const WHATSAPP_TEXT: Record<'reminder' | 'download_link' | 'payment_confirmation', HandlebarsTemplateDelegate> = {
  reminder: hbs.compile(
    `Dear {{customerName}}, this is a reminder from {{businessName}}: {{outstanding}} is outstanding on invoice {{invoiceNumber}}{{#if overdue}} ({{daysOverdue}} days overdue){{else}}, due on {{dueDate}}{{/if}}. View and pay: {{link}}`,
    { noEscape: true },
  ),
  download_link: hbs.compile(`Dear {{customerName}}, here is invoice {{invoiceNumber}} from {{businessName}} for {{total}}. View or download it: {{link}}`, {
    noEscape: true,
  }),
  payment_confirmation: hbs.compile(
    `Dear {{customerName}}, {{businessName}} has received your payment of {{payment.amount}} on {{payment.date}} for invoice {{invoiceNumber}}. Thank you! Invoice: {{link}}`,
    { noEscape: true },
  ),
};

/** The prefilled text of a wa.me click-to-chat link. */
export function whatsappText(kind: 'reminder' | 'download_link' | 'payment_confirmation', data: InvoiceMessageData): string {
  return WHATSAPP_TEXT[kind](data);
}

/**
 * Body parameters of the approved WhatsApp templates, in order ({{1}}, {{2}}, …). The templates
 * must be created in WhatsApp Manager with exactly these placeholders:
 * - reminder: customer name, business name, invoice number, outstanding, due date, days overdue, link
 * - download_link (invoice): customer name, business name, invoice number, total, link
 * - payment_confirmation: customer name, business name, amount, payment date, invoice number, link
 */
export function whatsappParameters(kind: 'reminder' | 'download_link' | 'payment_confirmation', d: InvoiceMessageData): string[] {
  switch (kind) {
    case 'reminder':
      return [d.customerName, d.businessName, d.invoiceNumber, d.outstanding, d.dueDate, String(d.daysOverdue), d.link];
    case 'download_link':
      return [d.customerName, d.businessName, d.invoiceNumber, d.total, d.link];
    case 'payment_confirmation':
      return [d.customerName, d.businessName, d.payment?.amount ?? '', d.payment?.date ?? '', d.invoiceNumber, d.link];
  }
}
