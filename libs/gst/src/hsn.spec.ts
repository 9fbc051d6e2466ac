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
      { hsn: '1006', uqc: 'KGS', gstRate: 5, cessRates: [0], quantity: 3.25, taxablePaise: 13000, cgstPaise: 325, sgstPaise: 325, igstPaise: 0, cessPaise: 0 },
      { hsn: '1006', uqc: 'PAC', gstRate: 5, cessRates: [0], quantity: 1, taxablePaise: 1000, cgstPaise: 25, sgstPaise: 25, igstPaise: 0, cessPaise: 0 },
      { hsn: '8471', uqc: 'NOS', gstRate: 18, cessRates: [0], quantity: 3, taxablePaise: 250050, cgstPaise: 22505, sgstPaise: 22505, igstPaise: 0, cessPaise: 0 },
      { hsn: '8471', uqc: 'NOS', gstRate: 28, cessRates: [0], quantity: 1, taxablePaise: 10000, cgstPaise: 1400, sgstPaise: 1400, igstPaise: 0, cessPaise: 0 },
      { hsn: '998314', uqc: 'NA', gstRate: 18, cessRates: [0], quantity: 3, taxablePaise: 300000, cgstPaise: 27000, sgstPaise: 27000, igstPaise: 0, cessPaise: 0 },
    ]);
  });

  it('sums line taxes as computed (per-line rounding), not re-rounded per group', () => {
    // Each line's halves round 0.5 up; the group keeps those paise.
    const line = { hsn: '3004', unit: 'box', quantity: 1, gstRate: 5, taxablePaise: 100, cgstPaise: 3, sgstPaise: 3, igstPaise: 0, cessPaise: 0 };
    expect(hsnSummary([line, line])).toEqual([
      { hsn: '3004', uqc: 'BOX', gstRate: 5, cessRates: [0], quantity: 2, taxablePaise: 200, cgstPaise: 6, sgstPaise: 6, igstPaise: 0, cessPaise: 0 },
    ]);
  });

  it('lists the cess rates of each row', () => {
    const base = { hsn: '2202', unit: 'ltr', quantity: 1, gstRate: 40, taxablePaise: 100, cgstPaise: 20, sgstPaise: 20, igstPaise: 0 };
    const rows = hsnSummary([
      { ...base, cessRate: 12, cessPaise: 12 },
      { ...base, cessRate: 12, cessPaise: 12 },
      { ...base, hsn: '2106', cessRate: 15, cessPaise: 15 },
      { ...base, hsn: '2106', cessRate: 12, cessPaise: 12 },
      { ...base, hsn: '1006', cessPaise: 0 },
    ]);
    expect(rows.map((r) => [r.hsn, r.cessRates, r.cessPaise])).toEqual([
      ['1006', [0], 0],
      ['2106', [12, 15], 27],
      ['2202', [12], 24],
    ]);
  });

  it('adds 0.1 + 0.2 quantities exactly', () => {
    const base = { hsn: '0401', unit: 'ltr', gstRate: 0, taxablePaise: 1, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0 };
    const [row] = hsnSummary([{ ...base, quantity: 0.1 }, { ...base, quantity: 0.2 }]);
    expect(row.quantity).toBe(0.3);
  });

  it('trims HSN codes before grouping', () => {
    const base = { unit: 'nos', quantity: 1, gstRate: 18, taxablePaise: 100, cgstPaise: 9, sgstPaise: 9, igstPaise: 0, cessPaise: 0 };
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
