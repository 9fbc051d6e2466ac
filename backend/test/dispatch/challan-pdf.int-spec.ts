import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { binary } from '../../../test-support/binary';
import { pdfText } from '../../../test-support/pdf-text';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { customer, gstBusiness, KA_GSTIN, type Biz } from '../billing/billing-fixtures';
import { createChallan, line } from './challan-fixtures';

/** PDF_OUT=dir keeps the rendered PDFs for a look (pdftoppm -png -r 80 …). */
function keep(name: string, pdf: Buffer) {
  if (!process.env.PDF_OUT) return;
  mkdirSync(process.env.PDF_OUT, { recursive: true });
  writeFileSync(join(process.env.PDF_OUT, `${name}.pdf`), pdf);
}

describe('delivery challan PDFs (CGST Rule 55), from the warm Chromium of invoices', () => {
  let t: TestApp;
  let b: Biz;
  let karnataka: { id: string };

  const pdf = async (id: string, query = '') => {
    const res = await t.http().get(`/api/delivery-challans/${id}/pdf${query}`).set(b.auth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t, { companyName: 'Rao Traders', companyAddress: '12 Anna Salai', companyCity: 'Chennai', companyPincode: '600002', companyPhone: '9876543210' });
    karnataka = await customer(b, { name: 'Bangalore Hardware', gstNumber: KA_GSTIN, address: '5 MG Road', city: 'Bengaluru', pincode: '560001' });
  });
  afterAll(() => t.close());

  it('prints consigner and consignee with GSTINs, HSN, quantity, taxable value, tax, place of supply, purpose, transport and signature, in triplicate', async () => {
    const challan = await createChallan(b, karnataka.id, { driverName: 'Murugan', notes: 'Handle with care' }, [line({ quantity: 60, rate: 1000 }), line({ productName: 'Copper Wire', hsn: '8544', quantity: 2.5, unit: 'kg', rate: 830 })]);
    const res = await pdf(challan.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Delivery-Challan-${challan.challanNumber.replace(/\//g, '-')}.pdf"`);
    keep('challan-supply', res.body);
    const { text, pages } = pdfText(res.body);
    expect(pages).toBe(3);
    const copies = text.split('\f').filter((page) => page.trim());
    expect(copies.map((page) => /(ORIGINAL FOR CONSIGNEE|DUPLICATE FOR TRANSPORTER|TRIPLICATE FOR CONSIGNER)/.exec(page)?.[1])).toEqual([
      'ORIGINAL FOR CONSIGNEE',
      'DUPLICATE FOR TRANSPORTER',
      'TRIPLICATE FOR CONSIGNER',
    ]);
    for (const page of copies) {
      expect(page).toContain('DELIVERY CHALLAN');
      expect(page).toContain(challan.challanNumber);
      expect(page).toMatch(/Rao Traders/);
      expect(page).toContain('33AAAPZ1234C2Z6');
      expect(page).toContain('Bangalore Hardware');
      expect(page).toContain(KA_GSTIN);
      expect(page).toContain('Karnataka (29)');
      expect(page).toMatch(/Supply/);
      expect(page).toMatch(/Road/);
      expect(page).toContain('TN01AB1234');
      expect(page).toContain('Murugan · 9876512345');
      expect(page).toContain('7318');
      expect(page).toContain('8544');
      expect(page).toMatch(/60\s+Nos/);
      expect(page).toMatch(/2\.5\s+Kg/);
      // 60,000 + 2,075 taxable; IGST 18%: 10,800 + 373.50.
      expect(page).toContain('62,075.00');
      expect(page).toContain('11,173.50');
      expect(page).toContain('73,248.50');
      expect(page).toMatch(/IGST/);
      expect(page).toContain('e-way bill');
      expect(page).toContain('Handle with care');
      expect(page).toContain('Authorised Signatory');
      expect(page).toContain("Receiver's signature");
    }
  });

  it('prints the value without tax, and why, when the goods do not move for a supply; one copy when asked', async () => {
    const challan = await createChallan(b, karnataka.id, { purpose: 'job_work' }, [line({ quantity: 2, rate: 500 })]);
    const res = await pdf(challan.id, '?copy=duplicate');
    expect(res.headers['content-disposition']).toMatch(/-Duplicate\.pdf"$/);
    keep('challan-job-work', res.body);
    const { text, pages } = pdfText(res.body);
    expect(pages).toBe(1);
    expect(text).toContain('DUPLICATE FOR TRANSPORTER');
    expect(text).toContain('Goods sent for job work: not a supply, no tax charged');
    expect(text).toContain('Job work');
    expect(text).toContain('Value of goods');
    expect(text).not.toMatch(/IGST|CGST/);
    expect(text).toContain('1,000.00');
    expect((await t.http().get(`/api/delivery-challans/${challan.id}/pdf?copy=fourth`).set(b.auth).expect(400)).body.details.fields.copy).toBe('copy must be one of original, duplicate, triplicate');
  });
});
