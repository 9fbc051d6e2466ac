/** Factories for billing tests: a business with GST settings, customers, products, invoices — all through the API. */
import { signUpBusiness, type SignedUpBusiness } from '../../../test-support/identity';
import type { TestApp } from '../../../test-support/test-app';

export const TN_GSTIN = '33AAAPZ1234C2Z6';
export const KA_GSTIN = '29AAFCC9980M1ZR';

export interface Biz extends SignedUpBusiness {
  t: TestApp;
}

/** A signed-up business with its GSTIN (Tamil Nadu unless told otherwise) and config saved. */
export async function gstBusiness(t: TestApp, config: Record<string, unknown> = {}, gst: Record<string, unknown> = {}): Promise<Biz> {
  const business = await signUpBusiness(t);
  await t.http().post('/api/config').set(business.auth).send({ companyName: 'Rao Traders', gstNumber: TN_GSTIN, ...config }).expect(200);
  if (Object.keys(gst).length) await t.http().post('/api/gst-settings').set(business.auth).send(gst).expect(200);
  return { ...business, t };
}

export async function customer(b: Biz, fields: Record<string, unknown> = {}): Promise<{ id: string; name: string }> {
  // Billing tests reuse a few valid GSTINs across customers of one business: confirmed as branches.
  const body = { name: 'Kaveri Stores', email: 'accounts@kaveri.example', phone: '9876501234', confirmDuplicateGstin: true, ...fields };
  const res = await b.t.http().post('/api/customers').set(b.auth).send(body);
  if (res.status !== 201) throw new Error(`customer: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function product(b: Biz, fields: Record<string, unknown> = {}): Promise<{ id: string; name: string }> {
  const res = await b.t.http().post('/api/products').set(b.auth).send({ name: 'Steel Bolt', price: 100, stockQuantity: 10, gstRate: 18, unit: 'nos', hsnCode: '7318', ...fields });
  if (res.status !== 201) throw new Error(`product: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function item(fields: Record<string, unknown> = {}) {
  return { productName: 'Consulting', description: '', hsn: '998311', quantity: 1, unit: 'nos', rate: 1000, gstRate: 18, serialNumber: '', ...fields };
}

export function invoiceBody(customerId: string, header: Record<string, unknown> = {}, items: unknown[] = [item()]) {
  return {
    invoice: {
      customerId,
      invoiceDate: '2026-11-10',
      dueDate: '2026-12-10',
      notes: '',
      termsAndConditions: '',
      paymentTerms: 'Due on Receipt',
      status: 'draft',
      ...header,
    },
    items,
  };
}

let handNumbers = 0;

/**
 * A hand-typed number, outside the business's series: series invoices may not be dated before the
 * last one issued (docs/gst.md "Numbering"), so test data issued in any date order uses these.
 */
export function outOfSeries(): { invoiceNumber: string } {
  handNumbers += 1;
  return { invoiceNumber: `T-${handNumbers}` };
}

export async function createInvoice(b: Biz, customerId: string, header: Record<string, unknown> = {}, items?: unknown[]) {
  const res = await b.t.http().post('/api/invoices').set(b.auth).send(invoiceBody(customerId, header, items));
  if (res.status !== 201) throw new Error(`invoice: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function setStatus(b: Biz, id: string, status: string, expected = 200, extra: Record<string, unknown> = {}) {
  return b.t.http().put(`/api/invoices/${id}/status`).set(b.auth).send({ status, ...extra }).expect(expected);
}

export function pay(b: Biz, invoiceId: string, amount: number, extra: Record<string, unknown> = {}) {
  return b.t.http().post('/api/payments').set(b.auth).send({ invoiceId, amount, paymentDate: istDate(), paymentMethod: 'upi', referenceNumber: 'UTR123', notes: '', ...extra });
}

/** Calendar date in IST, shifted by days. */
export function istDate(offsetDays = 0): string {
  return new Date(Date.now() + 5.5 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
