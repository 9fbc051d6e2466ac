import type { RecurringInvoiceResponse } from '@hisaab/contracts';
import { computeLine, toRupees } from '@hisaab/gst';
import type { TemplateWithItems } from './ports/recurring-store';

export type RecurringInvoiceView = RecurringInvoiceResponse;

/** A template as the API answers it: rupees, calendar dates, its latest run. */
export function presentTemplate({ template: t, items, customerName }: TemplateWithItems): RecurringInvoiceView {
  return {
    id: t.id,
    customerId: t.customerId,
    customer: { name: customerName },
    templateName: t.templateName,
    frequency: t.frequency,
    startDate: t.startDate,
    endDate: t.endDate,
    nextInvoiceDate: t.nextInvoiceDate,
    dueInDays: t.dueInDays,
    notes: t.notes,
    termsAndConditions: t.termsAndConditions,
    isActive: t.isActive,
    delivery: t.delivery,
    sendEmail: t.sendEmail,
    sendWhatsApp: t.sendWhatsApp,
    subtotal: toRupees(t.subtotalPaise),
    gstAmount: toRupees(t.gstAmountPaise),
    total: toRupees(t.totalPaise),
    totalInvoicesGenerated: t.totalInvoicesGenerated,
    lastRun:
      t.lastRunPeriod && t.lastRunStatus && t.lastRunAt
        ? {
            periodDate: t.lastRunPeriod,
            status: t.lastRunStatus,
            invoiceId: t.lastRunInvoiceId,
            invoiceNumber: t.lastRunInvoiceNumber,
            message: t.lastRunMessage,
            at: t.lastRunAt.toISOString(),
          }
        : null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      description: item.description,
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unit: item.unit,
      rate: item.rate,
      gstRate: item.gstRate,
      // quantity × rate in exact paise (libs/gst), as the invoice line's amount is.
      amount: toRupees(computeLine({ quantity: item.quantity, rate: item.rate, gstRate: 0 }, 'INTRA').taxablePaise),
    })),
  };
}
