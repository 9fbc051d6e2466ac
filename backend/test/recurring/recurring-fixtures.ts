/** Factories for recurring-invoice tests: a template body and its creation through the API. */
import type { RecurringInvoiceRequest, RecurringInvoiceResponse } from '@hisaab/contracts';
import type { Biz } from '../billing/billing-fixtures';

export function templateBody(customerId: string, fields: Partial<RecurringInvoiceRequest> = {}): RecurringInvoiceRequest {
  return {
    customerId,
    templateName: 'Monthly retainer',
    frequency: 'monthly',
    startDate: '2027-01-31',
    endDate: null,
    notes: 'Thank you for your business',
    termsAndConditions: '',
    delivery: 'draft',
    sendEmail: false,
    sendWhatsApp: false,
    items: [{ productName: 'Consulting retainer', description: '', hsnCode: '998311', quantity: 1, unit: 'nos', rate: 10000, gstRate: 18, amount: 10000 }],
    ...fields,
  };
}

export async function createTemplate(b: Biz, customerId: string, fields: Partial<RecurringInvoiceRequest> = {}): Promise<RecurringInvoiceResponse> {
  const res = await b.t.http().post('/api/recurring-invoices').set(b.auth).send(templateBody(customerId, fields));
  if (res.status !== 201) throw new Error(`template: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
