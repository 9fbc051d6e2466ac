import { creditForQuantity, creditForValue, creditNoteDeadline, creditTotals, spreadByTaxable } from './credit-note';
import { computeInvoice, computeLine } from './tax';

describe('creditNoteDeadline (Section 34(2))', () => {
  it.each([
    ['2026-11-10', '2027-11-30'], // FY 2026-27
    ['2026-04-01', '2027-11-30'],
    ['2027-03-31', '2027-11-30'],
    ['2027-04-01', '2028-11-30'], // FY 2027-28
    ['2026-03-31', '2026-11-30'], // FY 2025-26
  ])('an invoice dated %s takes credit notes until %s', (invoiceDate, deadline) => {
    expect(creditNoteDeadline(invoiceDate)).toBe(deadline);
  });
});

describe('creditForQuantity', () => {
  // 10 × ₹100 at 18% within a state: taxable 1000.00, CGST 90.00, SGST 90.00.
  const intra = { quantity: 10, ...computeLine({ quantity: 10, rate: 100, gstRate: 18 }, 'INTRA') };
  // 3 × ₹333.33 at 5% between states: taxable 999.99, IGST 50.00 (49.9995 rounded half-up).
  const inter = { quantity: 3, ...computeLine({ quantity: 3, rate: 333.33, gstRate: 5 }, 'INTER') };

  it.each<[string, typeof intra, number, number, [number, number, number, number, number]]>([
    // line, credited before, quantity → [taxable, cgst, sgst, igst, total] in paise
    ['half of an even intra line: exactly half of each tax', intra, 0, 5, [50000, 4500, 4500, 0, 59000]],
    ['the other half', intra, 5, 5, [50000, 4500, 4500, 0, 59000]],
    ['the whole line: exactly its amounts', intra, 0, 10, [100000, 9000, 9000, 0, 118000]],
    ['one unit', intra, 0, 1, [10000, 900, 900, 0, 11800]],
    ['a third of an inter line', inter, 0, 1, [33333, 0, 0, 1667, 35000]],
    ['the second third', inter, 1, 1, [33333, 0, 0, 1666, 34999]],
    ['the last third', inter, 2, 1, [33333, 0, 0, 1667, 35000]],
    ['the whole inter line', inter, 0, 3, [99999, 0, 0, 5000, 104999]],
  ])('%s', (_name, line, before, quantity, [taxable, cgst, sgst, igst, total]) => {
    expect(creditForQuantity(line, before, quantity)).toMatchObject({ taxablePaise: taxable, cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst, totalPaise: total });
  });

  it('never credits more than the line in all its notes, and keeps CGST equal to SGST', () => {
    // 7 units, taxable 7.77, CGST and SGST 0.35 each (odd paise): credited one unit at a time.
    const odd = { quantity: 7, ...computeLine({ quantity: 7, rate: 1.11, gstRate: 9 }, 'INTRA') };
    const notes = Array.from({ length: 7 }, (_, i) => creditForQuantity(odd, i, 1));
    expect(notes.every((n) => n.cgstPaise === n.sgstPaise)).toBe(true);
    expect(creditTotals(notes)).toMatchObject({ taxablePaise: odd.taxablePaise, cgstPaise: odd.cgstPaise, sgstPaise: odd.sgstPaise, totalPaise: odd.totalPaise });
  });

  it('half an odd tax goes half a paisa up, and the other half takes the rest', () => {
    const line = { quantity: 2, taxablePaise: 1001, cgstPaise: 45, sgstPaise: 45, igstPaise: 0, cessPaise: 0 };
    expect(creditForQuantity(line, 0, 1)).toMatchObject({ taxablePaise: 501, cgstPaise: 23, sgstPaise: 23 });
    expect(creditForQuantity(line, 1, 1)).toMatchObject({ taxablePaise: 500, cgstPaise: 22, sgstPaise: 22 });
  });

  it('takes fractional quantities (3 decimals) and credits cess the same way', () => {
    const line = { quantity: 2.5, ...computeLine({ quantity: 2.5, rate: 1000, gstRate: 28, cessRate: 12 }, 'INTRA') };
    expect(creditForQuantity(line, 0, 1.25)).toMatchObject({ taxablePaise: 125000, cgstPaise: 17500, sgstPaise: 17500, cessPaise: 15000, totalPaise: 175000 });
  });

  it('refuses more than is left to credit', () => {
    expect(() => creditForQuantity(intra, 6, 5)).toThrow(RangeError);
    expect(() => creditForQuantity(intra, 0, 10.001)).toThrow(RangeError);
  });

  it('half of every line of an invoice reverses exactly half its CGST and SGST', () => {
    const lines = [
      { quantity: 4, rate: 250, gstRate: 18 },
      { quantity: 2, rate: 1200, gstRate: 5 },
    ];
    const invoice = computeInvoice(lines, { supplierState: '33', placeOfSupply: '33', roundOff: false });
    const note = creditTotals(invoice.lines.map((tax, i) => creditForQuantity({ quantity: lines[i].quantity, ...tax }, 0, lines[i].quantity / 2)));
    expect(note.cgstPaise * 2).toBe(invoice.cgstPaise);
    expect(note.sgstPaise * 2).toBe(invoice.sgstPaise);
    expect(note.totalPaise * 2).toBe(invoice.totalPaise);
  });
});

describe('spreadByTaxable', () => {
  it.each<[number[], number, number[]]>([
    [[10000, 30000], 4000, [1000, 3000]],
    [[10000, 10000, 10000], 100, [34, 33, 33]], // the paisa left over goes to the earlier line
    [[333, 667], 10, [3, 7]],
    [[0, 5000], 5000, [0, 5000]],
  ])('%j shares %i → %j', (taxables, amount, expected) => {
    const shares = spreadByTaxable(taxables.map((taxablePaise) => ({ taxablePaise })), amount);
    expect(shares).toEqual(expected);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
  });

  it('refuses more than the taxable value', () => {
    expect(() => spreadByTaxable([{ taxablePaise: 100 }], 101)).toThrow(RangeError);
  });
});

describe('creditForValue', () => {
  it('taxes a discount spread over lines at each line’s rate, with the invoice’s split', () => {
    const lines = [
      { taxablePaise: 100000, gstRate: 18, cessRate: 0 },
      { taxablePaise: 100000, gstRate: 5, cessRate: 0 },
    ];
    // ₹100 off: ₹50 at 18% (CGST 4.50, SGST 4.50) and ₹50 at 5% (CGST 1.25, SGST 1.25).
    const intra = creditForValue(lines, 10000, 'INTRA');
    expect(intra.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [5000, 450, 450, 0],
      [5000, 125, 125, 0],
    ]);
    expect(creditTotals(intra)).toMatchObject({ taxablePaise: 10000, gstAmountPaise: 1150, totalPaise: 11150 });
    const inter = creditForValue(lines, 10000, 'INTER');
    expect(creditTotals(inter)).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 1150, totalPaise: 11150 });
  });

  it('charges no tax where the invoice charged none (bill of supply: rates 0)', () => {
    expect(creditTotals(creditForValue([{ taxablePaise: 50000, gstRate: 0, cessRate: 0 }], 2500, 'INTRA'))).toMatchObject({ gstAmountPaise: 0, totalPaise: 2500 });
  });
});
