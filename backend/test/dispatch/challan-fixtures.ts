/** Factories for delivery-challan tests, through the API (businesses, customers and products come from billing's fixtures). */
import { sql } from '../../../test-support/sql';
import type { Biz } from '../billing/billing-fixtures';

export function line(fields: Record<string, unknown> = {}) {
  return { productName: 'Steel Bolt M8', hsn: '7318', quantity: 10, unit: 'nos', rate: 100, gstRate: 18, ...fields };
}

export function challanBody(customerId: string, fields: Record<string, unknown> = {}, items: unknown[] = [line()]) {
  return { customerId, purpose: 'supply', transportMode: 'road', vehicleNumber: 'TN 01 AB 1234', driverName: 'Murugan', driverPhone: '9876512345', notes: '', items, ...fields };
}

export async function createChallan(b: Biz, customerId: string, fields: Record<string, unknown> = {}, items?: unknown[]) {
  const res = await b.t.http().post('/api/delivery-challans').set(b.auth).send(challanBody(customerId, fields, items));
  if (res.status !== 201) throw new Error(`challan: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function move(b: Biz, id: string, status: string, extra: Record<string, unknown> = {}) {
  return b.t.http().put(`/api/delivery-challans/${id}/status`).set(b.auth).send({ status, ...extra });
}

export function convert(b: Biz, id: string, key?: string) {
  const request = b.t.http().post(`/api/delivery-challans/${id}/convert-to-invoice`).set(b.auth);
  return key ? request.set('Idempotency-Key', key) : request;
}

export async function stockOf(b: Biz, productId: string): Promise<number> {
  return (await b.t.http().get(`/api/products/${productId}`).set(b.auth).expect(200)).body.stockQuantity;
}

/** The stock ledger's rows of a product, oldest first: reason, change and note. */
export function ledgerOf(b: Biz, productId: string) {
  return sql<{ reason: string; quantity_change: number; note: string | null }>(
    b.t,
    'select reason, quantity_change, note from stock_movements where product_id = $1 order by created_at, id',
    [productId],
  );
}
