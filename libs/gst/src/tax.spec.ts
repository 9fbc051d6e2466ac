import { computeInvoice, computeLine, defaultPlaceOfSupply, LineInput, supplyTypeFor } from './tax';

describe('supplyTypeFor', () => {
  it.each([
    ['33', '29', false, 'INTER'], // Tamil Nadu → Karnataka
    ['33', '33', false, 'INTRA'],
    ['33', '96', false, 'INTER'], // export
    ['33', '33', true, 'INTER'], // SEZ in the same state
    ['29', '33', true, 'INTER'],
    ['04', '04', false, 'INTRA'],
    ['97', '97', false, 'INTRA'],
    ['37', '28', false, 'INTER'], // retired code on an old document still reads
  ])('supplier %s, POS %s, sez %p → %s', (supplierState, placeOfSupply, sez, expected) => {
    expect(supplyTypeFor({ supplierState, placeOfSupply, sez })).toBe(expected);
  });

  it('SEZ defaults to false', () => {
    expect(supplyTypeFor({ supplierState: '27', placeOfSupply: '27' })).toBe('INTRA');
  });

  it.each([
    ['96', '96'], // a supplier is never in "Other Countries"
    ['99', '33'],
    ['33', '99'],
    ['33', 'TN'],
    ['', '33'],
  ])('rejects supplier %p with POS %p', (supplierState, placeOfSupply) => {
    expect(() => supplyTypeFor({ supplierState, placeOfSupply })).toThrow(RangeError);
  });
});

describe('defaultPlaceOfSupply', () => {
  it.each([
    [{ customerGstin: '29AAFCC9980M1ZR', customerState: '33', supplierState: '33' }, '29'],
    [{ customerGstin: ' 29aafcc9980m1zr ', supplierState: '33' }, '29'],
    [{ customerGstin: '29AAFCC9980M1ZA', customerState: '27', supplierState: '33' }, '27'], // bad checksum
    [{ customerGstin: '', customerState: '07', supplierState: '33' }, '07'],
    [{ customerState: '96', supplierState: '33' }, '96'],
    [{ customerState: '28', supplierState: '37' }, '37'], // retired: never a new POS
    [{ customerState: '99', supplierState: '33' }, '33'],
    [{ supplierState: '33' }, '33'],
  ])('%j → %s', (input, expected) => {
    expect(defaultPlaceOfSupply(input)).toBe(expected);
  });
});

describe('computeLine', () => {
  it.each<[string, LineInput, 'INTRA' | 'INTER', [number, number, number, number, number, number]]>([
    // name, line, supply type, [taxable, cgst, sgst, igst, cess, total]
    ['₹100 at 18% intra', { quantity: 1, rate: 100, gstRate: 18 }, 'INTRA', [10000, 900, 900, 0, 0, 11800]],
    ['₹100 at 18% inter', { quantity: 1, rate: 100, gstRate: 18 }, 'INTER', [10000, 0, 0, 1800, 0, 11800]],
    ['0.01 × ₹1', { quantity: '0.01', rate: 1, gstRate: 18 }, 'INTRA', [1, 0, 0, 0, 0, 1]],
    ['0.01 × ₹0.50 = half a paisa rounds up', { quantity: 0.01, rate: 0.5, gstRate: 0 }, 'INTRA', [1, 0, 0, 0, 0, 1]],
    ['1.5 × ₹33.33 = 4999.5 paise', { quantity: 1.5, rate: 33.33, gstRate: 12 }, 'INTER', [5000, 0, 0, 600, 0, 5600]],
    ['half-paise halves round up each', { quantity: 1, rate: 1, gstRate: 5 }, 'INTRA', [100, 3, 3, 0, 0, 106]],
    ['same line inter', { quantity: 1, rate: 1, gstRate: 5 }, 'INTER', [100, 0, 0, 5, 0, 105]],
    ['0.25% intra', { quantity: 3, rate: 33.33, gstRate: 0.25 }, 'INTRA', [9999, 12, 12, 0, 0, 10023]],
    ['0.25% inter', { quantity: 3, rate: 33.33, gstRate: 0.25 }, 'INTER', [9999, 0, 0, 25, 0, 10024]],
    ['3% intra', { quantity: 1, rate: '1234.56', gstRate: 3 }, 'INTRA', [123456, 1852, 1852, 0, 0, 127160]],
    ['3% inter', { quantity: 1, rate: '1234.56', gstRate: 3 }, 'INTER', [123456, 0, 0, 3704, 0, 127160]],
    ['with discount', { quantity: 2, rate: 499.99, discount: 100, gstRate: 18 }, 'INTRA', [89998, 8100, 8100, 0, 0, 106198]],
    ['decimal strings', { quantity: '2.125', rate: '10.10', gstRate: '18' }, 'INTRA', [2146, 193, 193, 0, 0, 2532]],
    ['40%', { quantity: 1, rate: 999.99, gstRate: 40 }, 'INTRA', [99999, 20000, 20000, 0, 0, 139999]],
    ['28% + 12% cess', { quantity: 1, rate: 1000, gstRate: 28, cessRate: 12 }, 'INTER', [100000, 0, 0, 28000, 12000, 140000]],
    ['cess intra', { quantity: 1, rate: 10.05, gstRate: 28, cessRate: 1 }, 'INTRA', [1005, 141, 141, 0, 10, 1297]],
    ['0%', { quantity: 7, rate: 12.5, gstRate: 0 }, 'INTRA', [8750, 0, 0, 0, 0, 8750]],
    ['zero quantity', { quantity: 0, rate: 100, gstRate: 18 }, 'INTRA', [0, 0, 0, 0, 0, 0]],
    ['discount equal to the amount', { quantity: 1, rate: 100, discount: '100.00', gstRate: 18 }, 'INTRA', [0, 0, 0, 0, 0, 0]],
    ['₹14.285 a piece: 14.285 rounds half-up to 14.29', { quantity: 1, rate: '14.285', gstRate: 5 }, 'INTRA', [1429, 36, 36, 0, 0, 1501]],
    ['7 × ₹14.285 = 99.995 → 100.00', { quantity: 7, rate: 14.285, gstRate: 18 }, 'INTER', [10000, 0, 0, 1800, 0, 11800]],
    ['0.125 kg × ₹3.3333', { quantity: '0.125', rate: '3.3333', gstRate: 5 }, 'INTER', [42, 0, 0, 2, 0, 44]],
    ['large amounts stay exact', { quantity: '999999.999', rate: '99999.99', gstRate: 18 }, 'INTER', [9999998990000, 0, 0, 1799999818200, 0, 11799998808200]],
  ])('%s', (_name, line, supplyType, [taxable, cgst, sgst, igst, cess, total]) => {
    const gstAmount = cgst + sgst + igst + cess;
    expect(computeLine(line, supplyType)).toEqual({
      gstRate: Number(line.gstRate),
      cessRate: Number(line.cessRate ?? 0),
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
      cessPaise: cess,
      gstAmountPaise: gstAmount,
      totalPaise: total,
    });
    expect(taxable + gstAmount).toBe(total);
  });

  it.each<[string, LineInput]>([
    ['discount above the amount', { quantity: 1, rate: 100, discount: 100.01, gstRate: 18 }],
    // 0.001 × ₹5 − ₹0.01 = −0.5 paise, rounds away from zero to −1
    ['discount above an unrounded amount', { quantity: 0.001, rate: 5, discount: 0.01, gstRate: 18 }],
    ['negative rate', { quantity: 1, rate: -1, gstRate: 18 }],
    ['negative discount', { quantity: 1, rate: 1, discount: -1, gstRate: 18 }],
    ['negative quantity', { quantity: -1, rate: 1, gstRate: 18 }],
    ['rate with 5 decimals', { quantity: 1, rate: '10.00005', gstRate: 18 }],
    ['quantity with 4 decimals', { quantity: '1.0001', rate: 1, gstRate: 18 }],
    ['GST rate above 50', { quantity: 1, rate: 1, gstRate: 50.01 }],
    ['GST rate given in basis points by mistake', { quantity: 1, rate: 1, gstRate: 1800 }],
    ['negative GST rate', { quantity: 1, rate: 1, gstRate: -5 }],
    ['GST rate with 3 decimals', { quantity: 1, rate: 1, gstRate: 0.125 }],
    ['negative cess', { quantity: 1, rate: 1, gstRate: 5, cessRate: -1 }],
    ['float noise', { quantity: 1, rate: 0.1 + 0.2, gstRate: 5 }],
  ])('rejects %s', (_name, line) => {
    expect(() => computeLine(line, 'INTRA')).toThrow(RangeError);
  });

  it('keeps CGST equal to SGST and the sums consistent on many lines', () => {
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const rates = [0, 0.25, 3, 5, 12, 18, 28, 40];
    for (let i = 0; i < 2000; i += 1) {
      const line = {
        quantity: (1 + next(100000)) / 1000,
        rate: next(1000000) / 100,
        gstRate: rates[next(rates.length)],
        cessRate: next(3),
      };
      const intra = computeLine(line, 'INTRA');
      const inter = computeLine(line, 'INTER');
      expect(intra.cgstPaise).toBe(intra.sgstPaise);
      expect(intra.igstPaise).toBe(0);
      expect(inter.cgstPaise + inter.sgstPaise).toBe(0);
      expect(intra.taxablePaise).toBe(inter.taxablePaise);
      expect(intra.gstAmountPaise).toBe(intra.cgstPaise + intra.sgstPaise + intra.cessPaise);
      expect(intra.totalPaise).toBe(intra.taxablePaise + intra.gstAmountPaise);
      // Rounding two halves differs from rounding the whole by at most one paisa.
      expect(Math.abs(intra.cgstPaise + intra.sgstPaise - inter.igstPaise)).toBeLessThanOrEqual(1);
    }
  });
});

describe('computeInvoice', () => {
  // Tamil Nadu supplier; the last line makes the intra/inter rounding differ by a paisa.
  const lines: LineInput[] = [
    { quantity: 2, rate: 1250, gstRate: 18 },
    { quantity: 1.5, rate: 333.33, gstRate: 5 },
    { quantity: 4, rate: 0.56, gstRate: 5 },
  ];

  it('Tamil Nadu (33) → Tamil Nadu: CGST + SGST in equal halves, negative round-off', () => {
    expect(computeInvoice(lines, { supplierState: '33', placeOfSupply: '33' })).toEqual({
      documentType: 'tax_invoice',
      supplyType: 'INTRA',
      lines: [
        { gstRate: 18, cessRate: 0, taxablePaise: 250000, cgstPaise: 22500, sgstPaise: 22500, igstPaise: 0, cessPaise: 0, gstAmountPaise: 45000, totalPaise: 295000 },
        { gstRate: 5, cessRate: 0, taxablePaise: 50000, cgstPaise: 1250, sgstPaise: 1250, igstPaise: 0, cessPaise: 0, gstAmountPaise: 2500, totalPaise: 52500 },
        { gstRate: 5, cessRate: 0, taxablePaise: 224, cgstPaise: 6, sgstPaise: 6, igstPaise: 0, cessPaise: 0, gstAmountPaise: 12, totalPaise: 236 },
      ],
      subtotalPaise: 300224,
      cgstPaise: 23756,
      sgstPaise: 23756,
      igstPaise: 0,
      cessPaise: 0,
      gstAmountPaise: 47512,
      totalBeforeRoundingPaise: 347736,
      roundOffPaise: -36,
      totalPaise: 347700,
      intraLabel: 'SGST',
      rateBreakdown: [
        { gstRate: 5, taxablePaise: 50224, cgstPaise: 1256, sgstPaise: 1256, igstPaise: 0, cessPaise: 0 },
        { gstRate: 18, taxablePaise: 250000, cgstPaise: 22500, sgstPaise: 22500, igstPaise: 0, cessPaise: 0 },
      ],
    });
  });

  it('Tamil Nadu (33) → Karnataka (29): IGST at the full rate', () => {
    const invoice = computeInvoice(lines, { supplierState: '33', placeOfSupply: '29' });
    expect(invoice).toMatchObject({
      supplyType: 'INTER',
      subtotalPaise: 300224,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 47511,
      gstAmountPaise: 47511,
      totalBeforeRoundingPaise: 347735,
      roundOffPaise: -35,
      totalPaise: 347700,
      rateBreakdown: [
        { gstRate: 5, taxablePaise: 50224, cgstPaise: 0, sgstPaise: 0, igstPaise: 2511, cessPaise: 0 },
        { gstRate: 18, taxablePaise: 250000, cgstPaise: 0, sgstPaise: 0, igstPaise: 45000, cessPaise: 0 },
      ],
    });
    expect(invoice.lines.map((l) => l.igstPaise)).toEqual([45000, 2500, 11]);
  });

  it.each([
    ['100.50', 10050, 50, 10100],
    ['100.49', 10049, -49, 10000],
    ['100.51', 10051, 49, 10100],
    ['100.00', 10000, 0, 10000],
    ['0.50', 50, 50, 100],
    ['0.49', 49, -49, 0],
  ])('round-off of ₹%s: %p + (%p) = %p', (rate, before, roundOff, total) => {
    const invoice = computeInvoice([{ quantity: 1, rate, gstRate: 0 }], { supplierState: '33', placeOfSupply: '33' });
    expect(invoice).toMatchObject({ totalBeforeRoundingPaise: before, roundOffPaise: roundOff, totalPaise: total });
  });

  it('leaves the total unrounded when round-off is off', () => {
    expect(computeInvoice(lines, { supplierState: '33', placeOfSupply: '33', roundOff: false })).toMatchObject({
      totalBeforeRoundingPaise: 347736,
      roundOffPaise: 0,
      totalPaise: 347736,
    });
  });

  it('composition: a bill of supply, no tax on any line', () => {
    const invoice = computeInvoice(
      [...lines, { quantity: 1, rate: 10, gstRate: 28, cessRate: 12 }],
      { supplierState: '33', placeOfSupply: '29', composition: true },
    );
    expect(invoice).toMatchObject({ subtotalPaise: 301224, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0, gstAmountPaise: 0, totalPaise: 301200, roundOffPaise: -24 });
    expect(invoice.lines.every((l) => l.gstRate === 0 && l.cessRate === 0 && l.gstAmountPaise === 0)).toBe(true);
    expect(invoice.rateBreakdown).toEqual([{ gstRate: 0, taxablePaise: 301224, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0 }]);
    expect(invoice.documentType).toBe('bill_of_supply');
  });

  it('not registered under GST: a plain invoice, no tax on any line (whatever the composition flag says)', () => {
    const invoice = computeInvoice(lines, { supplierState: '33', placeOfSupply: '33', unregistered: true, composition: true });
    expect(invoice).toMatchObject({ documentType: 'non_gst_invoice', subtotalPaise: 300224, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0, gstAmountPaise: 0, totalPaise: 300200 });
    expect(invoice.lines.every((l) => l.gstRate === 0 && l.gstAmountPaise === 0)).toBe(true);
    expect(computeInvoice(lines, { supplierState: '33', placeOfSupply: '33' }).documentType).toBe('tax_invoice');
  });

  it.each([
    ['04', 'UTGST'],
    ['26', 'UTGST'],
    ['31', 'UTGST'],
    ['35', 'UTGST'],
    ['38', 'UTGST'],
    ['97', 'UTGST'],
    ['07', 'SGST'], // Delhi has a legislature
    ['34', 'SGST'], // so has Puducherry
    ['01', 'SGST'],
    ['33', 'SGST'],
  ])('intra-state in %s is labelled %s', (state, label) => {
    const invoice = computeInvoice(lines, { supplierState: state, placeOfSupply: state });
    expect(invoice.supplyType).toBe('INTRA');
    expect(invoice.intraLabel).toBe(label);
    expect(invoice.cgstPaise).toBe(invoice.sgstPaise);
  });

  it.each([
    [{ supplierState: '33', placeOfSupply: '33', sez: true }],
    [{ supplierState: '33', placeOfSupply: '96' }],
  ])('SEZ and exports are IGST: %j', (options) => {
    expect(computeInvoice(lines, options)).toMatchObject({ supplyType: 'INTER', cgstPaise: 0, sgstPaise: 0, igstPaise: 47511 });
  });

  it('adds cess to gstAmount and the total', () => {
    const invoice = computeInvoice(
      [{ quantity: 1, rate: 1000, gstRate: 28, cessRate: 12 }, { quantity: 1, rate: 100, gstRate: 18 }],
      { supplierState: '33', placeOfSupply: '29' },
    );
    expect(invoice).toMatchObject({ subtotalPaise: 110000, igstPaise: 29800, cessPaise: 12000, gstAmountPaise: 41800, totalPaise: 151800, roundOffPaise: 0 });
    expect(invoice.rateBreakdown).toEqual([
      { gstRate: 18, taxablePaise: 10000, cgstPaise: 0, sgstPaise: 0, igstPaise: 1800, cessPaise: 0 },
      { gstRate: 28, taxablePaise: 100000, cgstPaise: 0, sgstPaise: 0, igstPaise: 28000, cessPaise: 12000 },
    ]);
  });

  it('an invoice without lines is all zeros', () => {
    expect(computeInvoice([], { supplierState: '33', placeOfSupply: '33' })).toMatchObject({
      subtotalPaise: 0,
      gstAmountPaise: 0,
      totalPaise: 0,
      roundOffPaise: 0,
      lines: [],
      rateBreakdown: [],
    });
  });

  it('totals are the sums of the lines, CGST equals SGST, round-off within ±50 paise', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const rates = [0, 0.25, 3, 5, 18, 40];
    for (let i = 0; i < 300; i += 1) {
      const many = Array.from({ length: 1 + next(8) }, () => ({
        quantity: (1 + next(20000)) / 1000,
        rate: next(500000) / 100,
        discount: next(3) === 0 ? next(100) / 100 : 0,
        gstRate: rates[next(rates.length)],
      }));
      const invoice = computeInvoice(many, { supplierState: '33', placeOfSupply: next(2) ? '33' : '29' });
      const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'gstAmountPaise') => invoice.lines.reduce((t, l) => t + l[key], 0);
      expect(invoice.subtotalPaise).toBe(sum('taxablePaise'));
      expect(invoice.cgstPaise).toBe(sum('cgstPaise'));
      expect(invoice.igstPaise).toBe(sum('igstPaise'));
      expect(invoice.cgstPaise).toBe(invoice.sgstPaise);
      expect(invoice.gstAmountPaise).toBe(invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise + invoice.cessPaise);
      expect(invoice.totalBeforeRoundingPaise).toBe(invoice.subtotalPaise + invoice.gstAmountPaise);
      expect(invoice.totalPaise % 100).toBe(0);
      expect(invoice.roundOffPaise).toBeGreaterThanOrEqual(-49);
      expect(invoice.roundOffPaise).toBeLessThanOrEqual(50);
      expect(invoice.totalPaise).toBe(invoice.totalBeforeRoundingPaise + invoice.roundOffPaise);
      const breakdownTaxable = invoice.rateBreakdown.reduce((t, r) => t + r.taxablePaise, 0);
      expect(breakdownTaxable).toBe(invoice.subtotalPaise);
    }
  });
});
