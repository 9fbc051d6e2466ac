import { HsnLine, hsnSummary, isHsnRequired } from './hsn';
import { computeInvoice } from './tax';

describe('hsnSummary', () => {
  it('groups by HSN, UQC and rate, sorted by HSN then rate', () => {
    const items = [
      { hsn: '8471', unit: 'nos', quantity: 2, rate: 1000, gstRate: 18 },
      { hsn: '1006', unit: 'kg', quantity: '2.5', rate: 40, gstRate: 5 },
      { hsn: '8471', unit: 'nos', quantity: 1, rate: 500.5, gstRate: 18 },
      { hsn: '1006', unit: 'kg', quantity: 0.75, rate: 40, gstRate: 5 },
      { hsn: '1006', unit: 'pack', quantity: 1, rate: 10, gstRate: 5 },
      { hsn: '8471', unit: 'nos', quantity: 1, rate: 100, gstRate: 28 },
      { hsn: '998314', unit: 'nos', quantity: 3, rate: 1000, gstRate: 18 },
    ];
    const invoice = computeInvoice(items, { supplierState: '33', placeOfSupply: '33' });
    const lines: HsnLine[] = items.map((item, i) => ({ ...invoice.lines[i], hsn: item.hsn, unit: item.unit, quantity: item.quantity }));
    expect(hsnSummary(lines)).toEqual([
      { hsn: '1006', uqc: 'KGS', gstRate: 5, cessRates: [0], quantity: 3.25, taxable: 13000, cgst: 325, sgst: 325, igst: 0, cess: 0 },
      { hsn: '1006', uqc: 'PAC', gstRate: 5, cessRates: [0], quantity: 1, taxable: 1000, cgst: 25, sgst: 25, igst: 0, cess: 0 },
      { hsn: '8471', uqc: 'NOS', gstRate: 18, cessRates: [0], quantity: 3, taxable: 250050, cgst: 22505, sgst: 22505, igst: 0, cess: 0 },
      { hsn: '8471', uqc: 'NOS', gstRate: 28, cessRates: [0], quantity: 1, taxable: 10000, cgst: 1400, sgst: 1400, igst: 0, cess: 0 },
      { hsn: '998314', uqc: 'NA', gstRate: 18, cessRates: [0], quantity: 3, taxable: 300000, cgst: 27000, sgst: 27000, igst: 0, cess: 0 },
    ]);
  });

  it('sums line taxes as computed (per-line rounding), not re-rounded per group', () => {
    // Each line's halves round 0.5 up; the group keeps those paise.
    const line = { hsn: '3004', unit: 'box', quantity: 1, gstRate: 5, taxable: 100, cgst: 3, sgst: 3, igst: 0, cess: 0 };
    expect(hsnSummary([line, line])).toEqual([
      { hsn: '3004', uqc: 'BOX', gstRate: 5, cessRates: [0], quantity: 2, taxable: 200, cgst: 6, sgst: 6, igst: 0, cess: 0 },
    ]);
  });

  it('lists the cess rates of each row', () => {
    const base = { hsn: '2202', unit: 'ltr', quantity: 1, gstRate: 40, taxable: 100, cgst: 20, sgst: 20, igst: 0 };
    const rows = hsnSummary([
      { ...base, cessRate: 12, cess: 12 },
      { ...base, cessRate: 12, cess: 12 },
      { ...base, hsn: '2106', cessRate: 15, cess: 15 },
      { ...base, hsn: '2106', cessRate: 12, cess: 12 },
      { ...base, hsn: '1006', cess: 0 },
    ]);
    expect(rows.map((r) => [r.hsn, r.cessRates, r.cess])).toEqual([
      ['1006', [0], 0],
      ['2106', [12, 15], 27],
      ['2202', [12], 24],
    ]);
  });

  it('adds 0.1 + 0.2 quantities exactly', () => {
    const base = { hsn: '0401', unit: 'ltr', gstRate: 0, taxable: 1, cgst: 0, sgst: 0, igst: 0, cess: 0 };
    const [row] = hsnSummary([{ ...base, quantity: 0.1 }, { ...base, quantity: 0.2 }]);
    expect(row.quantity).toBe(0.3);
  });

  it('trims HSN codes before grouping', () => {
    const base = { unit: 'nos', quantity: 1, gstRate: 18, taxable: 100, cgst: 9, sgst: 9, igst: 0, cess: 0 };
    expect(hsnSummary([{ ...base, hsn: '8471' }, { ...base, hsn: ' 8471 ' }])).toHaveLength(1);
  });

  it('is empty for no lines', () => {
    expect(hsnSummary([])).toEqual([]);
  });
});

describe('isHsnRequired', () => {
  it.each([
    [true, '29AAFCC9980M1ZR', true],
    [true, null, false],
    [true, '', false],
    [true, '  ', false],
    [false, '29AAFCC9980M1ZR', false],
  ])('registered supplier %p, customer GSTIN %p → %p', (registered, gstin, required) => {
    expect(isHsnRequired(registered, gstin)).toBe(required);
  });
});
