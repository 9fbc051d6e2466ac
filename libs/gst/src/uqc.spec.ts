import { isServiceHsn, unitToUqc, uqcFor } from './uqc';

describe('unitToUqc', () => {
  it.each([
    ['nos', 'NOS'],
    ['pcs', 'PCS'],
    ['kg', 'KGS'],
    ['gm', 'GMS'],
    ['ltr', 'LTR'],
    ['mtr', 'MTR'],
    ['box', 'BOX'],
    ['pack', 'PAC'],
    [' KG ', 'KGS'],
    ['Pcs', 'PCS'],
    ['dozen', 'OTH'],
    ['', 'OTH'],
    ['constructor', 'OTH'], // not fooled by Object.prototype
    ['toString', 'OTH'],
  ])('%p → %s', (unit, uqc) => {
    expect(unitToUqc(unit)).toBe(uqc);
  });
});

describe('isServiceHsn / uqcFor', () => {
  it.each([
    ['998314', 'nos', true, 'NA'],
    ['9954', 'kg', true, 'NA'],
    ['8471', 'nos', false, 'NOS'],
    ['1006', 'kg', false, 'KGS'],
    ['09', 'kg', false, 'KGS'],
    ['', 'box', false, 'BOX'],
  ])('%p with %p → service %p, uqc %s', (hsn, unit, service, uqc) => {
    expect(isServiceHsn(hsn)).toBe(service);
    expect(uqcFor(hsn, unit)).toBe(uqc);
  });
});
