import { calculateInvoice, type LineRequest } from '../domain/invoice-calculation';
import { buildInvoiceDocument, COMPOSITION_DECLARATION, COPY_MARKS, pdfFilename, printedDate, printedItems, SEZ_DECLARATION } from './invoice-document';
import type { InvoiceItemRecord, InvoiceRecord } from './ports/billing-store';
import type { IssuerDetails } from './ports/partners';

const issuer = (overrides: Partial<IssuerDetails> = {}): IssuerDetails => ({
  name: 'Rao Traders',
  gstin: '33AAAPZ1234C2Z6',
  stateCode: '33',
  address: '12 Anna Salai',
  city: 'Chennai',
  pincode: '600018',
  phone: '9876543210',
  email: 'accounts@rao.example',
  udyam: 'UDYAM-TN-02-0012345',
  upiId: null,
  bankName: null,
  bankAccountNumber: null,
  bankIfsc: null,
  bankBranch: null,
  registered: true,
  composition: false,
  ...overrides,
});

const line = (fields: Partial<LineRequest> = {}): LineRequest => ({
  productId: null,
  productName: 'Steel Bolt',
  description: null,
  hsn: '7318',
  quantity: 2,
  unit: 'nos',
  rate: 100,
  discount: 0,
  gstRate: 18,
  cessRate: 0,
  serialNumber: null,
  ...fields,
});

interface Case {
  supplierGstin?: string | null;
  supplierState?: string;
  placeOfSupply?: string;
  composition?: boolean;
  unregistered?: boolean;
  sez?: boolean;
  lines?: LineRequest[];
  status?: InvoiceRecord['status'];
  amountPaid?: number;
  credited?: number;
}

/** An invoice computed by the real billing rules, as the repository would return it. */
function invoiceOf(c: Case = {}): { invoice: InvoiceRecord; items: InvoiceItemRecord[] } {
  const lines = c.lines ?? [line()];
  const calculated = calculateInvoice(
    lines,
    { gstin: c.supplierGstin === undefined ? '33AAAPZ1234C2Z6' : c.supplierGstin, stateCode: c.supplierState ?? null, registered: !c.unregistered, composition: !!c.composition, roundOff: true },
    { gstin: null, stateCode: null, sez: !!c.sez },
    c.placeOfSupply ?? null,
  );
  const now = new Date('2026-11-10T05:00:00Z');
  // The computed amounts carry the record's names (subtotalPaise, …); the fields below win where both have one.
  const invoice: InvoiceRecord = {
    ...calculated.tax,
    id: 'inv-1',
    businessId: 'biz-1',
    customerId: 'cust-1',
    invoiceNumber: 'INV/26-27/0001',
    fy: '2026-27',
    invoiceDate: '2026-11-10',
    dueDate: '2026-12-10',
    status: c.status ?? 'sent',
    documentType: calculated.documentType,
    supplyType: calculated.supplyType,
    placeOfSupply: calculated.placeOfSupply,
    supplierState: calculated.supplierState,
    customerName: 'Kaveri Stores',
    customerGstin: null,
    customerAddress: '45 MG Road, Coimbatore',
    customerState: calculated.placeOfSupply,
    customerSez: !!c.sez,
    supplierDetails: null,
    sourceChallanId: null,
    sourceChallanNumber: null,
    challanGoods: null,
    amountPaidPaise: c.amountPaid ?? 0,
    creditedPaise: c.credited ?? 0,
    notes: null,
    termsAndConditions: null,
    salesPersonName: null,
    salesPersonEmail: null,
    salesPersonPhone: null,
    paymentTerms: null,
    companyUdyam: null,
    serialNumber: null,
    shippingAddress: null,
    shippingGstin: null,
    authorizedSignature: null,
    shareId: 'share',
    createdBy: null,
    issuedAt: now,
    paidAt: null,
    cancelledAt: null,
    cancelReason: null,
    createdAt: now,
    updatedAt: now,
  };
  const items = calculated.lines.map((l, position) => ({
    ...l.tax,
    id: `item-${position}`,
    businessId: 'biz-1',
    invoiceId: 'inv-1',
    position,
    productId: null,
    productName: l.productName,
    description: l.description,
    hsn: l.hsn,
    quantity: l.quantity,
    unit: l.unit,
    rate: l.rate,
    gstRate: l.gstRate,
    cessRate: l.cessRate,
    discountPaise: l.discountPaise,
    serialNumber: null,
    costPricePaise: null,
  }));
  return { invoice, items };
}

function documentOf(c: Case = {}, details: Partial<IssuerDetails> = {}) {
  const { invoice, items } = invoiceOf(c);
  return buildInvoiceDocument(invoice, items, issuer(details), null);
}

describe('invoice PDF document', () => {
  it('intra-state: CGST and SGST columns at half the rate each, the copy mark and place of supply', () => {
    const doc = documentOf({ placeOfSupply: '33' });
    expect(doc.title).toBe('TAX INVOICE');
    expect(doc.copyMark).toBe(COPY_MARKS.original);
    expect(doc.taxMode).toBe('intra');
    expect(doc.sgstLabel).toBe('SGST');
    expect(doc.placeOfSupply).toBe('Tamil Nadu (33)');
    expect(doc.lines[0]).toMatchObject({ hsn: '7318', quantity: '2', unit: 'Nos', rate: '100.00', taxable: '200.00', halfRate: '9%', cgst: '18.00', sgst: '18.00', total: '236.00' });
    expect(doc.totals).toEqual([
      { label: 'Taxable value', amount: '200.00' },
      { label: 'CGST', amount: '18.00' },
      { label: 'SGST', amount: '18.00' },
    ]);
    expect(doc.total).toBe('236.00');
    expect(doc.supplier).toMatchObject({ gstin: '33AAAPZ1234C2Z6', udyam: 'UDYAM-TN-02-0012345', state: 'Tamil Nadu (33)' });
  });

  it('the supplier header prints city and PIN once, also when the address already ends with them', () => {
    expect(documentOf().supplier.addressLines).toEqual(['12 Anna Salai', 'Chennai - 600018']);
    expect(documentOf({}, { address: '12 Anna Salai, Chennai 600018' }).supplier.addressLines).toEqual(['12 Anna Salai', 'Chennai - 600018']);
  });

  it('inter-state: one IGST column at the full rate', () => {
    const doc = documentOf({ placeOfSupply: '29' });
    expect(doc.taxMode).toBe('inter');
    expect(doc.placeOfSupply).toBe('Karnataka (29)');
    expect(doc.lines[0]).toMatchObject({ fullRate: '18%', igst: '36.00', cgst: '0.00' });
    expect(doc.totals.map((t) => t.label)).toEqual(['Taxable value', 'IGST']);
  });

  it('a Union Territory without a legislature prints UTGST instead of SGST', () => {
    const doc = documentOf({ supplierGstin: null, supplierState: '04', placeOfSupply: '04' });
    expect(doc.taxMode).toBe('intra');
    expect(doc.sgstLabel).toBe('UTGST');
    expect(doc.totals.map((t) => t.label)).toEqual(['Taxable value', 'CGST', 'UTGST']);
    expect(documentOf({ placeOfSupply: '33' }).sgstLabel).toBe('SGST');
  });

  it('composition scheme: a BILL OF SUPPLY with the declaration and no tax at all', () => {
    const doc = documentOf({ composition: true, lines: [line({ rate: 99.5 })] });
    expect(doc.title).toBe('BILL OF SUPPLY');
    expect(doc.declaration).toBe(COMPOSITION_DECLARATION);
    expect(doc.declaration).toBe('Composition taxable person, not eligible to collect tax on supplies');
    expect(doc.taxMode).toBe('none');
    expect(doc.totals).toEqual([{ label: 'Total value', amount: '199.00' }]);
    expect(doc.total).toBe('199.00');
    expect(documentOf().declaration).toBeNull();
  });

  it('an SEZ unit in the same state: IGST and the Rule 46 endorsement', () => {
    const doc = documentOf({ sez: true, placeOfSupply: '33' });
    expect(doc.title).toBe('TAX INVOICE');
    expect(doc.taxMode).toBe('inter');
    expect(doc.lines[0]).toMatchObject({ fullRate: '18%', igst: '36.00', cgst: '0.00' });
    expect(doc.declaration).toBe(SEZ_DECLARATION);
  });

  it('HSN summary: one HSN in two units makes two rows, told apart by UQC and quantity; services print no quantity', () => {
    const doc = documentOf({
      placeOfSupply: '33',
      lines: [
        line({ hsn: '8544', quantity: 2.5, unit: 'kg', rate: 800, productName: 'Copper wire' }),
        line({ hsn: '8544', quantity: 3, unit: 'mtr', rate: 90, productName: 'Cable' }),
        line({ hsn: '8544', quantity: 1.25, unit: 'kg', rate: 800, productName: 'Copper wire, thin' }),
        line({ hsn: '998719', quantity: 2, unit: 'nos', rate: 500, productName: 'Installation' }),
      ],
    });
    expect(doc.hsnRows.map((r) => [r.hsn, r.uqc, r.quantity, r.taxable])).toEqual([
      ['8544', 'KGS', '3.75', '3,000.00'],
      ['8544', 'MTR', '3', '270.00'],
      ['998719', 'NA', '—', '1,000.00'],
    ]);
  });

  it("HSN summary of a value-only credit note: goods rows print no quantity ('—', as their lines), not 0", () => {
    const valueLine = { description: null, quantity: null, rate: 180, discountPaise: 0, cessRate: 0, cgstPaise: 592, sgstPaise: 592, igstPaise: 0, cessPaise: 0 };
    const { lines, hsnRows } = printedItems([
      { ...valueLine, productName: 'Cotton fabric', hsn: '5208', unit: 'mtr', gstRate: 5, taxablePaise: 23_684, totalPaise: 24_868 },
      { ...valueLine, productName: 'Stitching', hsn: '9988', unit: 'nos', gstRate: 18, taxablePaise: 26_316, cgstPaise: 2_368, sgstPaise: 2_368, totalPaise: 31_052 },
    ]);
    expect(lines.map((l) => l.quantity)).toEqual(['—', '—']);
    expect(hsnRows.map((r) => [r.hsn, r.uqc, r.quantity, r.taxable])).toEqual([
      ['5208', 'MTR', '—', '236.84'],
      ['9988', 'NA', '—', '263.16'],
    ]);
  });

  it('HSN summary: one row per HSN and rate, with totals equal to the lines', () => {
    const doc = documentOf({
      placeOfSupply: '33',
      lines: [
        line({ hsn: '7318', quantity: 2, rate: 100, gstRate: 18 }),
        line({ hsn: '7318', quantity: 3, rate: 50, gstRate: 18, productName: 'Nut' }),
        line({ hsn: '7318', quantity: 1, rate: 40, gstRate: 5, productName: 'Washer' }),
        line({ hsn: '998311', quantity: 1, rate: 1000, gstRate: 18, productName: 'Consulting' }),
      ],
    });
    expect(doc.hsnRows.map((r) => [r.hsn, r.fullRate, r.taxable, r.cgst, r.sgst, r.totalTax])).toEqual([
      ['7318', '5%', '40.00', '1.00', '1.00', '2.00'],
      ['7318', '18%', '350.00', '31.50', '31.50', '63.00'],
      ['998311', '18%', '1,000.00', '90.00', '90.00', '180.00'],
    ]);
    expect(doc.hsnRows[2].uqc).toBe('NA');
    expect(doc.hsnTotals).toMatchObject({ taxable: '1,390.00', cgst: '122.50', sgst: '122.50', totalTax: '245.00' });
    expect(doc.lineTotals.taxable).toBe(doc.hsnTotals.taxable);
  });

  it('cess: its rate and amount on each line and HSN row (Rule 46: rate and amount of each tax)', () => {
    const doc = documentOf({
      placeOfSupply: '29',
      lines: [
        line({ hsn: '2202', quantity: 1, rate: 100, gstRate: 40, cessRate: 12 }),
        line({ hsn: '2202', quantity: 1, rate: 100, gstRate: 40, cessRate: 15, productName: 'Other drink' }),
        line({ hsn: '7318', quantity: 1, rate: 100, gstRate: 18 }),
      ],
    });
    expect(doc.showCess).toBe(true);
    expect(doc.lines.map((l) => [l.cessRate, l.cess])).toEqual([
      ['12%', '12.00'],
      ['15%', '15.00'],
      ['0%', '0.00'],
    ]);
    expect(doc.hsnRows.map((r) => [r.hsn, r.cessRate, r.cess])).toEqual([
      ['2202', '12% / 15%', '27.00'],
      ['7318', '0%', '0.00'],
    ]);
    expect(doc.totals.at(-1)).toEqual({ label: 'Cess', amount: '27.00' });
  });

  it('amount in words in the Indian system, round off as its own line', () => {
    const doc = documentOf({ placeOfSupply: '29', lines: [line({ quantity: 1, rate: 104625.43, gstRate: 18 })] });
    // 104625.43 + 18% = 123458.0074 → 123458.01 → rounded to 123458
    expect(doc.total).toBe('1,23,458.00');
    expect(doc.amountInWords).toBe('Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Eight Only');
    expect(doc.totals.at(-1)).toEqual({ label: 'Round off', amount: '-0.01' });
  });

  it('UPI payment link only when the business has a UPI id, for the amount still due on a sent invoice', () => {
    expect(documentOf({}, { upiId: null }).upi).toBeNull();
    const withUpi = documentOf({ placeOfSupply: '33' }, { upiId: 'rao@okicici' });
    expect(withUpi.upi).toEqual({
      vpa: 'rao@okicici',
      amount: '236.00',
      uri: 'upi://pay?pa=rao@okicici&pn=Rao%20Traders&am=236.00&cu=INR&tn=Invoice%20INV%2F26-27%2F0001',
    });
    expect(documentOf({ status: 'sent', amountPaid: 3600 }, { upiId: 'rao@okicici' }).upi?.amount).toBe('200.00');
    // A draft is not payable yet: no UPI link, though its bank details print as on any copy.
    const draft = documentOf({ status: 'draft' }, { upiId: 'rao@okicici', bankAccountNumber: '12345678901' });
    expect(draft.upi).toBeNull();
    expect(draft.bank).toMatchObject({ accountNumber: '12345678901' });
    expect(documentOf({ status: 'paid', amountPaid: 23600 }, { upiId: 'rao@okicici' }).upi).toBeNull();
    expect(documentOf({ status: 'cancelled' }, { upiId: 'rao@okicici' }).upi).toBeNull();
  });

  it('under the total: received, credit notes and the balance due, or the refund due when they go beyond it', () => {
    expect(documentOf().settlement).toEqual([]);
    expect(documentOf({ amountPaid: 3600, credited: 10000 }).settlement).toEqual([
      { label: 'Received', amount: '36.00', strong: false },
      { label: 'Credit notes', amount: '100.00', strong: false },
      { label: 'Balance Due', amount: '₹ 100.00', strong: true },
    ]);
    expect(documentOf({ status: 'paid', amountPaid: 23600, credited: 5000 }).settlement.at(-1)).toEqual({ label: 'Refund due', amount: '₹ 50.00', strong: true });
    // A credit note takes off what the UPI link asks for.
    expect(documentOf({ credited: 3600 }, { upiId: 'rao@okicici' }).upi?.amount).toBe('200.00');
  });

  it('bank details when any are set; DRAFT and CANCELLED marks; bill-to copied to ship-to when no delivery address', () => {
    expect(documentOf().bank).toBeNull();
    expect(documentOf({}, { bankAccountNumber: '12345678901', bankIfsc: 'SBIN0001234' }).bank).toMatchObject({ accountNumber: '12345678901', ifsc: 'SBIN0001234' });
    expect(documentOf({ status: 'draft' }).statusMark).toBe('DRAFT');
    expect(documentOf({ status: 'cancelled' }).statusMark).toBe('CANCELLED');
    expect(documentOf({ status: 'sent' }).statusMark).toBeNull();
    const doc = documentOf();
    expect(doc.shipTo).toMatchObject({ name: 'Kaveri Stores', addressLines: ['45 MG Road, Coimbatore'] });
  });

  it('marks the copy: original for the recipient, duplicate for the transporter, triplicate for the supplier', () => {
    const { invoice, items } = invoiceOf();
    const marks = (['original', 'duplicate', 'triplicate'] as const).map((copy) => buildInvoiceDocument(invoice, items, issuer(), null, copy).copyMark);
    expect(marks).toEqual(['ORIGINAL FOR RECIPIENT', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR SUPPLIER']);
    expect(documentOf().copyMark).toBe('ORIGINAL FOR RECIPIENT');
  });

  it('file names and printed dates', () => {
    expect(pdfFilename({ invoiceNumber: 'INV/26-27/0001', documentType: 'tax_invoice' })).toBe('Invoice-INV-26-27-0001.pdf');
    expect(pdfFilename({ invoiceNumber: 'INV/26-27/0001', documentType: 'bill_of_supply' })).toBe('Bill-of-Supply-INV-26-27-0001.pdf');
    expect(pdfFilename({ invoiceNumber: 'INV/26-27/0001', documentType: 'tax_invoice' }, 'duplicate')).toBe('Invoice-INV-26-27-0001-Duplicate.pdf');
    expect(printedDate('2026-03-05')).toBe('05 Mar 2026');
  });
});
