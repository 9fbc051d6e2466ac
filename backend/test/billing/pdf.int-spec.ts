import { MikroORM } from '@mikro-orm/postgresql';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvoicePdfService } from '../../src/modules/billing';
import { ChromiumHtmlToPdf } from '../../src/platform/pdf/chromium-html-to-pdf';
import { HtmlToPdf } from '../../src/platform/pdf/html-to-pdf';
import { binary } from '../../../test-support/binary';
import { pdfText } from '../../../test-support/pdf-text';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, item, KA_GSTIN, setStatus, TN_GSTIN, type Biz } from './billing-fixtures';

/** PDF_OUT=dir keeps the rendered PDFs for a look (pdftoppm -png -r 80 …). */
function keep(name: string, pdf: Buffer) {
  if (!process.env.PDF_OUT) return;
  mkdirSync(process.env.PDF_OUT, { recursive: true });
  writeFileSync(join(process.env.PDF_OUT, `${name}.pdf`), pdf);
}

const BOLTS = [
  item({ productName: 'Steel Bolt M8', description: 'Zinc plated', hsn: '7318', quantity: 10, unit: 'nos', rate: 12.5, gstRate: 18 }),
  item({ productName: 'Copper Wire', hsn: '8544', quantity: 2.5, unit: 'kg', rate: 830, gstRate: 18 }),
  item({ productName: 'Installation', hsn: '998719', quantity: 1, unit: 'nos', rate: 1500, gstRate: 18 }),
];

describe('invoice PDFs rendered by Chromium', () => {
  let t: TestApp;
  let b: Biz;
  let renders: jest.SpyInstance;
  let tamilNadu: { id: string };
  let karnataka: { id: string };

  const viewPdf = async (id: string, biz: Biz = b) => {
    const res = await t.http().get(`/api/invoices/${id}/view-pdf`).set(biz.auth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="Invoice-INV-26-27-\d{4}\.pdf"$/);
    return res.body as Buffer;
  };

  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t, {
      companyName: 'Rao Traders',
      companyAddress: '12 Anna Salai',
      companyCity: 'Chennai',
      companyPincode: '600018',
      udyam: 'UDYAM-TN-02-0012345',
      upiId: 'raotraders@okicici',
      bankName: 'State Bank of India',
      bankAccountNumber: '12345678901',
      bankIfsc: 'SBIN0001234',
    });
    tamilNadu = await customer(b, { name: 'Madurai Mills', state: 'Tamil Nadu', address: '3 Town Hall Road', city: 'Madurai', pincode: '625001' });
    karnataka = await customer(b, { name: 'Cauvery Components', gstNumber: KA_GSTIN, address: '1 MG Road', city: 'Bengaluru', pincode: '560001' });
    renders = jest.spyOn(t.app.get(HtmlToPdf), 'render');
  });
  afterAll(() => t.close());
  beforeEach(() => renders.mockClear());

  it('intra-state: GSTIN, number, place of supply, CGST and SGST, HSN summary, copy mark, amount in words, ₹, UPI', async () => {
    const inv = await createInvoice(b, tamilNadu.id, { notes: 'Thank you', termsAndConditions: 'Payment within 30 days', salesPersonName: 'Ravi Kumar' }, BOLTS);
    await setStatus(b, inv.id, 'sent');
    const pdf = await viewPdf(inv.id);
    keep('intra', pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'TAX INVOICE',
      'Rao Traders',
      TN_GSTIN,
      'UDYAM-TN-02-0012345',
      inv.invoiceNumber,
      'PLACE OF SUPPLY',
      'Tamil Nadu (33)',
      'CGST',
      'SGST',
      'HSN/SAC SUMMARY',
      '7318',
      '8544',
      '998719',
      'ORIGINAL FOR RECIPIENT',
      inv.amountInWords,
      '₹',
      'Madurai Mills',
      'SHIP TO',
      'raotraders@okicici',
      'SBIN0001234',
      'Thank you',
      'Payment within 30 days',
      'Ravi Kumar',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    // HSN summary rows name their UQC and total quantity (services: NA, no quantity).
    expect(text).toMatch(/HSN\/SAC +UQC +Qty +Taxable Value/);
    expect(text).toMatch(/8544 +KGS +2\.5 +2,075\.00/);
    expect(text).toMatch(/998719 +NA +— +1,500\.00/);
    expect(pdfText(pdf).raw).not.toContain('DRAFT');
    expect(inv.amountInWords).toMatch(/^Rupees .* Only$/);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('inter-state: IGST only, place of supply Karnataka (29)', async () => {
    const inv = await createInvoice(b, karnataka.id, {}, BOLTS);
    await setStatus(b, inv.id, 'sent');
    const pdf = await viewPdf(inv.id);
    keep('inter', pdf);
    const { text } = pdfText(pdf);
    expect(text).toContain('IGST');
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain(KA_GSTIN);
    expect(text).not.toMatch(/\bCGST\b|\bSGST\b/);
    expect(text).toContain('HSN/SAC SUMMARY');
  });

  it('an unchanged invoice is rendered once; editing a draft makes a new version', async () => {
    const draft = await createInvoice(b, tamilNadu.id, {}, [item({ rate: 1000 })]);
    const first = await viewPdf(draft.id);
    expect(pdfText(first).raw).toContain('DRAFT');
    // A draft offers no payment: no UPI QR or id; the bank details print as on any copy.
    expect(pdfText(first).text).not.toMatch(/PAY BY UPI|raotraders@okicici/);
    expect(pdfText(first).text).toContain('SBIN0001234');
    const again = await viewPdf(draft.id);
    expect(again.equals(first)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(1);

    await t.http().put(`/api/invoices/${draft.id}`).set(b.auth).send({ invoice: { customerId: tamilNadu.id, invoiceDate: '2026-11-10', dueDate: '2026-12-10' }, items: [item({ rate: 2000 })] }).expect(200);
    const edited = await viewPdf(draft.id);
    expect(renders).toHaveBeenCalledTimes(2);
    expect(pdfText(edited).text).toContain('2,360.00');
    await viewPdf(draft.id);
    expect(renders).toHaveBeenCalledTimes(2);

    // Issuing changes what is printed (no DRAFT mark): a new version too.
    await setStatus(b, draft.id, 'sent');
    const issued = await viewPdf(draft.id);
    expect(renders).toHaveBeenCalledTimes(3);
    expect(pdfText(issued).raw).not.toContain('DRAFT');
    expect(pdfText(issued).text).toContain('raotraders@okicici');
  });

  it('InvoicePdfService.pdfFor serves jobs (e-mail attachments) from the same store', async () => {
    const inv = await createInvoice(b, karnataka.id, {}, [item()]);
    await setStatus(b, inv.id, 'sent');
    const em = t.app.get(MikroORM).em.fork();
    const [{ business_id: businessId }] = await em.getConnection().execute<Array<{ business_id: string }>>('select business_id from invoices where id = ?', [inv.id]);
    const service = t.app.get(InvoicePdfService);
    const pdf = await service.pdfFor(businessId, inv.id);
    expect(pdf.filename).toBe(`Invoice-${inv.invoiceNumber.replace(/\//g, '-')}.pdf`);
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renders).toHaveBeenCalledTimes(1);
    expect((await viewPdf(inv.id)).equals(pdf.content)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(1);
    await expect(service.pdfFor(businessId, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'INVOICE_NOT_FOUND' });
  });

  it('20 lines fit on one page; 60 lines run to more pages with the table header repeated', async () => {
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        item({ productName: `Item ${i + 1}`, description: i % 3 ? '' : 'Grade A', hsn: ['7318', '8544', '3917', '8536'][i % 4], quantity: (i % 5) + 1, rate: 100 + i * 17.5, gstRate: i % 4 ? 18 : 5 }),
      );
    const twenty = await createInvoice(b, tamilNadu.id, { notes: 'Goods once sold are not taken back', termsAndConditions: 'Subject to Chennai jurisdiction' }, lines(20));
    const pdf20 = await viewPdf(twenty.id);
    keep('twenty-lines', pdf20);
    expect(pdfText(pdf20).pages).toBe(1);

    const sixty = await createInvoice(b, karnataka.id, {}, lines(60));
    const pdf60 = await viewPdf(sixty.id);
    keep('sixty-lines', pdf60);
    const { text, pages } = pdfText(pdf60);
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/Item & Description +HSN\/SAC +Qty +Rate +Taxable Value +IGST Rate +IGST Amt/g)?.length).toBe(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('a dense 20-line invoice (20 HSN rows, descriptions, ship-to, 3-line terms, UPI and bank) fits on one page', async () => {
    const hsns = ['7318', '8544', '3917', '8536', '7326', '8481', '4016', '3926', '8413', '8482', '7307', '8504', '8538', '9026', '8467', '8205', '7408', '3214', '8302', '998719'];
    const lines = hsns.map((hsn, i) =>
      item({
        productName: `Industrial fitting type ${i + 1}`,
        description: i % 2 ? '' : 'Heavy duty, zinc plated, batch 2026-11',
        hsn,
        quantity: (i % 7) + 1,
        unit: i % 3 ? 'nos' : 'kg',
        rate: 1250 + i * 317.25,
        discount: i % 4 ? 0 : 50,
        gstRate: i % 5 ? 18 : 5,
      }),
    );
    const dense = await createInvoice(
      b,
      tamilNadu.id,
      {
        notes: 'Thank you for your business. Goods once sold are not taken back.',
        termsAndConditions: 'Payment within 30 days of the invoice date.\nInterest at 18% a year on payments received late.\nSubject to Chennai jurisdiction.',
        shippingAddress: 'Warehouse 4, SIDCO Industrial Estate\nAmbattur, Chennai - 600098',
        salesPersonName: 'Ravi Kumar',
        salesPersonPhone: '9876543210',
        authorizedSignature: 'K. Rao',
      },
      lines,
    );
    await setStatus(b, dense.id, 'sent');
    const pdf = await viewPdf(dense.id);
    keep('dense-twenty-lines', pdf);
    const { text, pages } = pdfText(pdf);
    expect(text).toContain('raotraders@okicici');
    expect(text).toContain('SBIN0001234');
    expect(text).toContain('SIDCO Industrial Estate');
    expect(text).toContain('Subject to Chennai jurisdiction.');
    expect(pages).toBe(1);
  });

  it('cess: its rate beside its amount, in the items and the HSN summary', async () => {
    const drinks = [
      item({ productName: 'Aerated drink 300 ml', hsn: '2202', quantity: 24, unit: 'nos', rate: 40, gstRate: 40, cessRate: 12 }),
      ...BOLTS,
    ];
    const inv = await createInvoice(b, tamilNadu.id, {}, drinks);
    await setStatus(b, inv.id, 'sent');
    const pdf = await viewPdf(inv.id);
    keep('cess', pdf);
    const { text, pages } = pdfText(pdf);
    expect(pages).toBe(1);
    // 24 × 40 = 960.00: CGST 20% 192.00, SGST 20% 192.00, cess 12% 115.20.
    expect(text).toMatch(/20% +192\.00 +20% +192\.00 +12% +115\.20/);
    // Cess heads a Rate and an Amt column beside CGST and SGST, in the items and in the HSN summary.
    expect(text.match(/CGST +SGST +Cess/g)).toHaveLength(2);
    expect(text).toMatch(/2202 .*12% +115\.20/);
  });

  it('?copy= prints the duplicate (transporter) and triplicate (supplier) copies; only the original is kept', async () => {
    const inv = await createInvoice(b, tamilNadu.id, {}, BOLTS);
    await setStatus(b, inv.id, 'sent');
    const original = await viewPdf(inv.id);
    const copyOf = (copy: string) => t.http().get(`/api/invoices/${inv.id}/view-pdf?copy=${copy}`).set(b.auth).buffer(true).parse(binary);

    const duplicate = await copyOf('duplicate').expect(200);
    expect(duplicate.headers['content-disposition']).toBe(`inline; filename="Invoice-${inv.invoiceNumber.replace(/\//g, '-')}-Duplicate.pdf"`);
    keep('duplicate', duplicate.body);
    const text = pdfText(duplicate.body).text;
    expect(text).toContain('DUPLICATE FOR TRANSPORTER');
    expect(text).not.toContain('ORIGINAL FOR RECIPIENT');
    expect(pdfText((await copyOf('triplicate').expect(200)).body).text).toContain('TRIPLICATE FOR SUPPLIER');
    expect(renders).toHaveBeenCalledTimes(3);

    // The original is still served from the store, unchanged.
    expect((await viewPdf(inv.id)).equals(original)).toBe(true);
    expect((await copyOf('original').expect(200)).body.equals(original)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(3);

    const bad = await t.http().get(`/api/invoices/${inv.id}/view-pdf?copy=quadruplicate`).set(b.auth).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { copy: 'copy must be one of original, duplicate, triplicate' } } });
  });

  it('composition scheme: a BILL OF SUPPLY without tax columns', async () => {
    const composition = await gstBusiness(t, { companyName: 'Small Shop' }, { isComposition: true });
    const buyer = await customer(composition, { name: 'Walk-in Buyer', state: 'Tamil Nadu' });
    const inv = await createInvoice(composition, buyer.id, {}, [item({ productName: 'Rice 25kg', hsn: '1006', rate: 1200, gstRate: 5 })]);
    const res = await t.http().get(`/api/invoices/${inv.id}/view-pdf`).set(composition.auth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-disposition']).toContain('Bill-of-Supply-');
    keep('bill-of-supply', res.body);
    const { text } = pdfText(res.body);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('Composition taxable person, not eligible to collect tax on supplies');
    expect(text).not.toMatch(/CGST|SGST|IGST|TAX INVOICE/);
    expect(text).toContain('1,200.00');
  });

  it('GST turned off (not registered): a plain INVOICE that charges no GST and says why', async () => {
    const shop = await gstBusiness(t, { companyName: 'Corner Shop', gstEnabled: false, gstNumber: null, stateCode: '33' });
    const buyer = await customer(shop, { name: 'Walk-in Buyer', state: 'Tamil Nadu' });
    const inv = await createInvoice(shop, buyer.id, {}, [item({ productName: 'Notebook', hsn: '4820', rate: 80, gstRate: 18 })]);
    const { text } = pdfText(await viewPdf(inv.id, shop));
    expect(text).toContain('INVOICE');
    expect(text).toContain('Supplier not registered under GST: no GST is charged on this invoice');
    expect(text).not.toMatch(/TAX INVOICE|BILL OF SUPPLY|CGST|SGST|IGST/);
    expect(text).toContain('80.00');
  });

  it('another business, an unknown id and a malformed id all answer 404', async () => {
    const inv = await createInvoice(b, tamilNadu.id);
    const other = await gstBusiness(t);
    await t.http().get(`/api/invoices/${inv.id}/view-pdf`).set(other.auth).expect(404);
    await t.http().get('/api/invoices/00000000-0000-4000-8000-000000000000/view-pdf').set(b.auth).expect(404);
    const bad = await t.http().get('/api/invoices/not-a-uuid/view-pdf').set(b.auth).expect(404);
    expect(bad.body.code).toBe('INVOICE_NOT_FOUND');
    await t.http().get(`/api/invoices/${inv.id}/view-pdf`).expect(401);
    expect(renders).not.toHaveBeenCalled();
  });

  it('concurrent renders share one browser and at most 2 pages', async () => {
    const invoices = await Promise.all(Array.from({ length: 3 }, () => createInvoice(b, karnataka.id, {}, BOLTS)));
    const pdfs = await Promise.all(invoices.flatMap((inv) => [viewPdf(inv.id), viewPdf(inv.id)]));
    expect(pdfs).toHaveLength(6);
    // Two requests for one version share one render.
    expect(renders).toHaveBeenCalledTimes(3);
    const renderer = t.app.get(HtmlToPdf) as ChromiumHtmlToPdf;
    expect(renderer.stats()).toMatchObject({ launched: true, waiting: 0 });
    expect(renderer.stats().pages).toBeLessThanOrEqual(2);
  });
});
