/** Validated request bodies → the template's checked fields (defaults of spec part 2 §9 applied, blanks → null). */
import { RECURRING_DEFAULTS } from '@hisaab/contracts';
import type { TemplateFields } from '../domain/template';
import type { RecurringInvoiceDto } from './recurring-invoice.dto';

const text = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

export function toTemplateFields(body: RecurringInvoiceDto): TemplateFields {
  const delivery = body.delivery ?? 'draft';
  return {
    customerId: body.customerId.toLowerCase(),
    templateName: body.templateName,
    frequency: body.frequency,
    startDate: body.startDate,
    endDate: body.endDate ?? null,
    dueInDays: body.dueInDays ?? RECURRING_DEFAULTS.dueInDays,
    notes: text(body.notes),
    termsAndConditions: text(body.termsAndConditions),
    delivery,
    sendEmail: body.sendEmail ?? false,
    sendWhatsApp: body.sendWhatsApp ?? false,
    isActive: body.isActive ?? true,
    items: body.items.map((item) => ({
      productId: item.productId?.toLowerCase() ?? null,
      productName: item.productName,
      description: text(item.description),
      hsnCode: text(item.hsnCode),
      quantity: item.quantity,
      unit: item.unit ?? RECURRING_DEFAULTS.unit,
      rate: item.rate,
      gstRate: item.gstRate ?? RECURRING_DEFAULTS.gstRate,
    })),
  };
}
