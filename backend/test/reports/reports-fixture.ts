/**
 * A small business whose every report figure is worked out by hand below (docs: spec part 2 §2 Reports).
 * Dates are days before today (T), so the period [T-120, T] holds all of it but one invoice.
 *
 * Products: Bolt (₹100, cost ₹60, 100 in stock, 18%, HSN 7318), Wire (₹250, cost ₹150.50, 12, 5%, 8544),
 * Lamp (₹500, no cost price, 20, 18%, 9405), Fan (₹1,200, cost ₹900, 3, never sold).
 * Customers: Chennai Traders (Tamil Nadu: CGST + SGST), Cauvery Components (Karnataka GSTIN: IGST).
 *
 * In issue order:
 * - I0 T-150 Chennai, typed item ₹400 @18%: before the period.
 * - I1 T-100 due T-95 Chennai: Bolt 10 × 100 @18% = 1000 + 90 + 90 = 1180; ₹180 paid. Bolt's cost at issue ₹60.
 * - P1 T-50 purchase bill (TN supplier, claimable): Bolt 10 × 80 @18% (800, 72 + 72), freight 1 × 100 @5% (100, 2.50 + 2.50).
 *   Bolt's cost becomes (90 × 60 + 10 × 80) / 100 = ₹62.
 * - P2 T-45 purchase bill (no GSTIN, not claimable): stationery 1 × 200 @18% (200, 18 + 18).
 * - I2 T-70 due T-65 Cauvery: Wire 4 × 250 @5% = 1000 + IGST 50; consulting (typed) 2000 + IGST 360; total 3410; ₹3,000 paid.
 * - I3 T-40 due T-35 Chennai: Bolt 5 × 100 @18% (500, 45 + 45), Lamp 2 × 500 @18% (1000, 90 + 90); total 1770. Bolt at ₹62.
 * - CN1 T-30 on I3: Bolt 2 back to stock: 200 + 18 + 18 = 236.
 * - I4 T-10 due T+20 Cauvery: Wire 2 × 250 @5% = 500 + IGST 25 = 525; ₹100 paid.
 * - I5 draft; I6 T-20 Chennai Bolt 1, issued then cancelled.
 * - I7 T-5 due T-5 Chennai: installation (typed, SAC 998719) 300 + 27 + 27 = 354.
 * - Lamp: 5 added by hand. Expenses: E1 T-60 rent 2000 + GST 360 claimable; E2 T-30 travel 1200 + GST 60
 *   not claimable; E3 T-15 bank charges 59.
 */
import { addDays } from '@hisaab/gst';
import type { TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, istDate, KA_GSTIN, outOfSeries, pay, product, setStatus, TN_GSTIN, type Biz } from '../billing/billing-fixtures';

export const T = istDate(0);
export const day = (offset: number) => addDays(T, offset);
export const PERIOD = { from: day(-120), to: T };

export interface Fixture {
  b: Biz;
  chennai: { id: string; name: string };
  cauvery: { id: string; name: string };
  bolt: { id: string };
  wire: { id: string };
  lamp: { id: string };
  fan: { id: string };
  invoices: Record<'I1' | 'I2' | 'I3' | 'I4' | 'I7', { id: string; invoiceNumber: string }>;
}

export async function reportsFixture(t: TestApp): Promise<Fixture> {
  const b = await gstBusiness(t);
  const http = () => t.http();
  const chennai = await customer(b, { name: 'Chennai Traders', state: 'Tamil Nadu' });
  const cauvery = await customer(b, { name: 'Cauvery Components', gstNumber: KA_GSTIN });
  const bolt = await product(b, { name: 'Bolt', price: 100, costPrice: 60, stockQuantity: 100, gstRate: 18, hsnCode: '7318' });
  const wire = await product(b, { name: 'Wire', price: 250, costPrice: 150.5, stockQuantity: 12, gstRate: 5, hsnCode: '8544' });
  const lamp = await product(b, { name: 'Lamp', price: 500, stockQuantity: 20, gstRate: 18, hsnCode: '9405' });
  const fan = await product(b, { name: 'Fan', price: 1200, costPrice: 900, stockQuantity: 3, gstRate: 18, hsnCode: '8414' });
  const line = (p: { id: string }, name: string, hsn: string, quantity: number, rate: number, gstRate: number) => ({ productId: p.id, productName: name, hsn, quantity, unit: 'nos', rate, gstRate });
  const typed = (name: string, hsn: string, rate: number, gstRate = 18) => ({ productName: name, hsn, quantity: 1, unit: 'nos', rate, gstRate });
  const issue = async (customerId: string, date: string, due: string, lines: unknown[]) => {
    const draft = await createInvoice(b, customerId, { invoiceDate: date, dueDate: due, ...outOfSeries() }, lines);
    await setStatus(b, draft.id, 'sent');
    return draft as { id: string; invoiceNumber: string };
  };
  const purchase = (body: Record<string, unknown>) => http().post('/api/purchases').set(b.auth).send({ placeOfSupply: '33', ...body }).expect(201);
  const expense = (body: Record<string, unknown>) => http().post('/api/expenses').set(b.auth).send({ paymentMethod: 'upi', ...body }).expect(201);

  await issue(chennai.id, day(-150), day(-150), [typed('Design work', '998391', 400)]);
  const I1 = await issue(chennai.id, day(-100), day(-95), [line(bolt, 'Bolt', '7318', 10, 100, 18)]);
  await pay(b, I1.id, 180).expect(201);
  await purchase({
    supplierName: 'Kaveri Hardware',
    supplierGstin: TN_GSTIN,
    billNumber: 'KH-1',
    billDate: day(-50),
    itcEligible: true,
    items: [
      { productId: bolt.id, productName: 'Bolt', hsn: '7318', quantity: 10, unit: 'nos', rate: 80, gstRate: 18 },
      { productName: 'Freight', hsn: '996511', quantity: 1, unit: 'nos', rate: 100, gstRate: 5 },
    ],
  });
  await purchase({ supplierName: 'Corner shop', billNumber: 'CS-9', billDate: day(-45), itcEligible: false, items: [{ productName: 'Stationery', hsn: '4820', quantity: 1, unit: 'nos', rate: 200, gstRate: 18 }] });
  const I2 = await issue(cauvery.id, day(-70), day(-65), [line(wire, 'Wire', '8544', 4, 250, 5), typed('Consulting', '998311', 2000)]);
  await pay(b, I2.id, 3000).expect(201);
  const I3 = await issue(chennai.id, day(-40), day(-35), [line(bolt, 'Bolt', '7318', 5, 100, 18), line(lamp, 'Lamp', '9405', 2, 500, 18)]);
  const i3 = (await http().get(`/api/invoices/${I3.id}`).set(b.auth).expect(200)).body;
  await http()
    .post('/api/credit-notes')
    .set(b.auth)
    .send({ invoiceId: I3.id, reason: 'sales_return', noteDate: day(-30), restock: true, items: [{ itemId: i3.items[0].id, quantity: 2 }] })
    .expect(201);
  const I4 = await issue(cauvery.id, day(-10), day(20), [line(wire, 'Wire', '8544', 2, 250, 5)]);
  await pay(b, I4.id, 100).expect(201);
  await createInvoice(b, chennai.id, { invoiceDate: day(-3), dueDate: day(-3), ...outOfSeries() }, [line(bolt, 'Bolt', '7318', 3, 100, 18)]);
  const I6 = await issue(chennai.id, day(-20), day(-20), [line(bolt, 'Bolt', '7318', 1, 100, 18)]);
  await setStatus(b, I6.id, 'cancelled');
  const I7 = await issue(chennai.id, day(-5), day(-5), [typed('Installation', '998719', 300)]);
  await http().post(`/api/products/${lamp.id}/stock-adjustments`).set(b.auth).send({ type: 'add', quantity: 5 }).expect(200);
  await expense({ expenseDate: day(-60), category: 'rent', amount: 2000, gstPaid: 360, gstRate: 18, supplyType: 'INTRA', itcEligible: true });
  await expense({ expenseDate: day(-30), category: 'travel', amount: 1200, gstPaid: 60, gstRate: 5, supplyType: 'INTRA', itcEligible: false });
  await expense({ expenseDate: day(-15), category: 'bank_charges', amount: 59 });
  return { b, chennai, cauvery, bolt, wire, lamp, fan, invoices: { I1, I2, I3, I4, I7 } };
}
