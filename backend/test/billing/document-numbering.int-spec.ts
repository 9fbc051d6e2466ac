import { DocumentNumbering, type NumberedDocumentType } from '../../src/modules/billing';
import { UnitOfWork } from '../../src/platform/database/unit-of-work';
import { businessIdOf, sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signUpBusiness } from '../../../test-support/identity';
import { createInvoice, customer, gstBusiness } from './billing-fixtures';

/** One numbering service for every document type (docs/gst.md "Numbering"): credit notes and challans here, invoices in invoice-lifecycle. */
describe('document numbering', () => {
  let t: TestApp;
  let numbering: DocumentNumbering;
  let unitOfWork: UnitOfWork;
  beforeAll(async () => {
    t = await createTestApp();
    numbering = t.app.get(DocumentNumbering);
    unitOfWork = t.app.get(UnitOfWork);
  });
  afterAll(() => t.close());

  const newBusiness = async () => businessIdOf(t, await signUpBusiness(t));
  /** One document "created": the number taken, then a little work while the series row stays locked. */
  const take = (docType: NumberedDocumentType, businessId: string, date = '2026-11-20') =>
    unitOfWork.run(async () => {
      const number = await numbering.next(docType, businessId, date);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return number;
    });
  const serials = (from: number, to: number, stem: string) => Array.from({ length: to - from + 1 }, (_, i) => `${stem}${String(from + i).padStart(4, '0')}`);

  it('gives 20 concurrent credit notes and challans consecutive numbers, each type in its own series, with no gap or duplicate', async () => {
    const businessId = await newBusiness();
    const [notes, challans] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => take('credit-note', businessId))),
      Promise.all(Array.from({ length: 20 }, () => take('challan', businessId))),
    ]);
    expect([...notes].sort()).toEqual(serials(1, 20, 'CN/26-27/'));
    expect([...challans].sort()).toEqual(serials(1, 20, 'DC/26-27/'));
    // Another business starts its own series.
    expect(await take('credit-note', await newBusiness())).toBe('CN/26-27/0001');
  });

  it('gives a rolled-back document its number back, so the series stays gapless', async () => {
    const businessId = await newBusiness();
    expect(await take('credit-note', businessId)).toBe('CN/26-27/0001');
    await expect(
      unitOfWork.run(async () => {
        expect(await numbering.next('credit-note', businessId, '2026-11-20')).toBe('CN/26-27/0002');
        throw new Error('the note could not be written');
      }),
    ).rejects.toThrow('could not be written');
    expect(await take('credit-note', businessId)).toBe('CN/26-27/0002');
  });

  it('starts a new series on 1 April, by the document date', async () => {
    const businessId = await newBusiness();
    expect(await take('challan', businessId, '2027-03-31')).toBe('DC/26-27/0001');
    expect(await take('challan', businessId, '2027-04-01')).toBe('DC/27-28/0001');
    expect(await take('challan', businessId, '2027-03-31')).toBe('DC/26-27/0002');
    expect(await take('challan', businessId, '2027-04-02')).toBe('DC/27-28/0002');
  });

  it('goes past 9999 up to 16 characters, then refuses with DOCUMENT_SERIES_FULL and takes nothing', async () => {
    const businessId = await newBusiness();
    await take('credit-note', businessId);
    await sql(t, `update document_series set next_value = 9999999 where business_id = $1 and doc_type = 'credit-note'`, [businessId]);
    const last = await take('credit-note', businessId);
    expect(last).toBe('CN/26-27/9999999');
    expect(last).toHaveLength(16);
    await expect(take('credit-note', businessId)).rejects.toMatchObject({ code: 'DOCUMENT_SERIES_FULL', details: { series: 'CN/26-27/' } });
    const [series] = await sql<{ next_value: number }>(t, `select next_value from document_series where business_id = $1 and doc_type = 'credit-note'`, [businessId]);
    expect(series.next_value).toBe(10000000);
  });

  it('refuses to number outside a transaction, where the number could not be given back', async () => {
    await expect(numbering.next('credit-note', await newBusiness(), '2026-11-20')).rejects.toThrow('inside unitOfWork.run');
  });

  it('leaves the invoice series to invoices: a credit note takes no invoice number', async () => {
    const b = await gstBusiness(t);
    const businessId = await businessIdOf(t, b);
    const buyer = await customer(b, { name: 'Series Buyer', state: 'Tamil Nadu' });
    expect((await createInvoice(b, buyer.id)).invoiceNumber).toBe('INV/26-27/0001');
    expect(await take('credit-note', businessId)).toBe('CN/26-27/0001');
    expect((await createInvoice(b, buyer.id)).invoiceNumber).toBe('INV/26-27/0002');
  });
});
