import { describe, expect, it } from 'vitest';
import { previewItems, previewValue, remainingQuantity, remainingValue, type CreditableInvoice } from './preview';

const line = { productId: null, hsn: '7318', unit: 'nos', cessRate: 0, cess: 0, igst: 0, creditedQuantity: 0, creditedValue: 0 };
// 4 × ₹250 at 18% and 2 × ₹1,200 at 5%, within the state: total ₹3,700.
const INVOICE: CreditableInvoice = {
  id: 'i',
  invoiceNumber: 'INV/26-27/0001',
  invoiceDate: '2026-11-10',
  status: 'sent',
  supplyType: 'INTRA',
  subtotal: 3400,
  total: 3700,
  credited: 0,
  amountPaid: 3000,
  outstanding: 700,
  customer: { name: 'Kaveri Stores' },
  taxBreakdown: { labels: { cgst: 'CGST', sgst: 'SGST', igst: 'IGST' }, applicable: ['CGST', 'SGST'] },
  items: [
    { ...line, id: 'a', productName: 'Bolt', quantity: 4, gstRate: 18, taxable: 1000, cgst: 90, sgst: 90 },
    { ...line, id: 'b', productName: 'Wire', quantity: 2, gstRate: 5, taxable: 2400, cgst: 60, sgst: 60 },
  ],
};

describe('credit note preview (the server’s rules, libs/gst)', () => {
  it('half of every line: half the taxable value and tax; beyond the unpaid balance is a refund', () => {
    expect(previewItems(INVOICE, { a: 2, b: 1 })).toEqual({ taxable: 1700, cgst: 75, sgst: 75, igst: 0, cess: 0, roundOff: 0, total: 1850, offBalance: 700, refund: 1150 });
  });

  it('leaves out quantities beyond what is left, and shows nothing for none', () => {
    expect(previewItems(INVOICE, { a: 5 })).toBeNull();
    expect(previewItems(INVOICE, {})).toBeNull();
  });

  it('spreads a value-only note over the lines at their rates', () => {
    expect(previewValue(INVOICE, 340)).toMatchObject({ taxable: 340, cgst: 15, sgst: 15, total: 370 });
    expect(previewValue(INVOICE, 3400.01)).toBeNull();
  });

  it('counts what earlier notes credited', () => {
    const credited = { ...INVOICE, credited: 590, items: [{ ...INVOICE.items[0], creditedQuantity: 2, creditedValue: 500 }, INVOICE.items[1]] };
    expect(remainingQuantity(credited.items[0])).toBe(2);
    expect(remainingValue(credited)).toBe(2900);
    // The rest of the first line and all of the second: the last note, which makes the notes add up to the total.
    expect(previewItems(credited, { a: 2, b: 2 })).toMatchObject({ taxable: 2900, total: 3110 });
  });
});
