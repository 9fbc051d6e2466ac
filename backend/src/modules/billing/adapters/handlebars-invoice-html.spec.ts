import type { InvoiceDocument } from '../application/invoice-document';
import { COPY_MARKS } from '../application/invoice-document';
import { cssString, HandlebarsInvoiceHtml } from './handlebars-invoice-html';
import { INVOICE_TEMPLATE } from './templates/invoice.template';

function doc(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const party = { name: 'Kaveri Stores', addressLines: ['45 MG Road'], gstin: null, state: 'Tamil Nadu (33)', phone: null, email: null };
  const amounts = { taxable: '200.00', cgst: '18.00', sgst: '18.00', igst: '0.00', cess: '0.00' };
  return {
    title: 'TAX INVOICE',
    copyMark: COPY_MARKS.original,
    statusMark: null,
    declaration: null,
    taxMode: 'intra',
    sgstLabel: 'SGST',
    showDiscount: false,
    showCess: false,
    supplier: { ...party, name: 'Rao Traders', gstin: '33AAAPZ1234C2Z6', udyam: null },
    invoiceNumber: 'INV/26-27/0001',
    invoiceDate: '10 Nov 2026',
    dueDate: '10 Dec 2026',
    facts: [{ label: 'Invoice No.', value: 'INV/26-27/0001', strong: true }],
    paymentTerms: null,
    serialNumber: null,
    placeOfSupply: 'Tamil Nadu (33)',
    reverseCharge: 'No',
    billTo: party,
    shipTo: party,
    lines: [{ sl: 1, name: 'Bolt', description: null, hsn: '7318', quantity: '2', unit: 'Nos', rate: '100.00', discount: '0.00', halfRate: '9%', fullRate: '18%', cessRate: '0%', total: '236.00', ...amounts }],
    lineTotals: { quantity: '', discount: '0.00', total: '236.00', ...amounts },
    hsnRows: [{ hsn: '7318', uqc: 'NOS', quantity: '2', halfRate: '9%', fullRate: '18%', cessRate: '0%', totalTax: '36.00', ...amounts }],
    hsnTotals: { totalTax: '36.00', ...amounts },
    totals: [{ label: 'Taxable value', amount: '200.00' }],
    total: '236.00',
    amountInWords: 'Rupees Two Hundred Thirty Six Only',
    settlement: [],
    bank: null,
    upi: null,
    notes: null,
    terms: null,
    salesperson: null,
    signatory: null,
    ...overrides,
  };
}

const html = new HandlebarsInvoiceHtml();

describe('invoice HTML template', () => {
  it('prints CGST and SGST/UTGST headings intra-state, IGST inter-state, none on a bill of supply', async () => {
    const intra = await html.render(doc());
    expect(intra).toContain('>CGST<');
    expect(intra).toContain('>SGST<');
    expect(intra).not.toContain('IGST');
    expect(await html.render(doc({ sgstLabel: 'UTGST' }))).toContain('>UTGST<');
    // The HSN summary names each row's UQC and total quantity.
    expect(intra).toContain('<td>7318</td><td>NOS</td><td class="num">2</td>');
    const inter = await html.render(doc({ taxMode: 'inter' }));
    expect(inter).toContain('IGST Amt');
    expect(inter).not.toContain('>CGST<');
    const bill = await html.render(doc({ taxMode: 'none', title: 'BILL OF SUPPLY', declaration: 'Composition taxable person, not eligible to collect tax on supplies' }));
    expect(bill).not.toMatch(/CGST|SGST|IGST|HSN\/SAC Summary/);
    expect(bill).toContain('Composition taxable person, not eligible to collect tax on supplies');
  });

  it('prints the cess rate beside its amount, in the items and the HSN summary', async () => {
    const cess = { cessRate: '12%', cess: '24.00' };
    const withCess = (taxMode: 'intra' | 'inter') =>
      html.render(doc({ taxMode, showCess: true, lines: [{ ...doc().lines[0], ...cess }], hsnRows: [{ ...doc().hsnRows[0], ...cess }] }));
    const rateThenAmount = /<td class="num">12%<\/td><td class="num">24.00<\/td>/g;
    const intra = await withCess('intra');
    expect(intra).toContain('<th colspan="2" class="c">Cess</th>');
    expect(intra.match(rateThenAmount)).toHaveLength(2);
    const inter = await withCess('inter');
    expect(inter).toContain('<th class="num">Cess Rate</th><th class="num">Cess Amt</th>');
    expect(inter.match(rateThenAmount)).toHaveLength(2);
    expect(await html.render(doc())).not.toContain('Cess');
  });

  it('names the DejaVu fonts (the bundled one when none is installed), prints the copy mark and ₹, and repeats the table header on each page', async () => {
    const out = await html.render(doc());
    expect(out).toContain("font-family: 'DejaVu Sans Condensed', 'Hisaab Sans', sans-serif");
    expect(out).toContain("@font-face { font-family: 'Hisaab Sans'; font-weight: 400; src: url(https://fonts.hisaab.invalid/sans-400.woff2)");
    expect(out).toContain('ORIGINAL FOR RECIPIENT');
    // As an entity: the API's bundle writes every non-ASCII character as \uXXXX, which a String.raw
    // template would print as it stands (scripts/bundle-backend.mjs).
    expect(out).toContain('&#8377; 236.00');
    expect(INVOICE_TEMPLATE).not.toMatch(/[^ -~\n\r\t]/);
    expect(out).toContain('thead { display: table-header-group; }');
  });

  it('shows the UPI QR code only when there is a UPI link', async () => {
    expect(await html.render(doc())).not.toContain('data:image/png');
    const withUpi = await html.render(doc({ upi: { vpa: 'rao@okicici', amount: '236.00', uri: 'upi://pay?pa=rao@okicici&am=236.00' } }));
    expect(withUpi).toContain('<img src="data:image/png;base64,');
    expect(withUpi).toContain('rao@okicici');
  });

  it('escapes what users typed: no markup from notes, names or invoice numbers reaches the page', async () => {
    const out = await html.render(doc({ notes: '<script>alert(1)</script>', invoiceNumber: 'A"</style><b>' }));
    expect(out).not.toContain('<script>alert(1)</script>');
    expect(out).toContain('&lt;script&gt;');
    expect(out).not.toContain('</style><b>');
    expect(cssString('A"</style>\\')).toBe('"A\\22 \\3c /style\\3e \\5c "');
  });
});
