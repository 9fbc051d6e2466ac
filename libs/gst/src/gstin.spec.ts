import { gstinCheckCharacter, isValidGstin, normalizeGstin, stateCodeOfGstin, validateGstin } from './gstin';

describe('validateGstin', () => {
  it.each([
    ['29AAFCC9980M1ZR', '29', 'AAFCC9980M'],
    ['27AAPFU0939F1ZV', '27', 'AAPFU0939F'],
    ['24AANFA2641L1ZF', '24', 'AANFA2641L'],
    ['27ABCDE1234F1Z0', '27', 'ABCDE1234F'],
    ['07AAACA1234B1ZK', '07', 'AAACA1234B'],
    ['33AAAPZ1234C2Z6', '33', 'AAAPZ1234C'],
  ])('%s is valid (docs/gst.md)', (gstin, stateCode, pan) => {
    expect(validateGstin(gstin)).toEqual({ valid: true, gstin, stateCode, pan });
    expect(isValidGstin(gstin)).toBe(true);
    expect(stateCodeOfGstin(gstin)).toBe(stateCode);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it('trims and upper-cases before validating', () => {
    expect(validateGstin('  29aafcc9980m1zr\n')).toEqual({
      valid: true,
      gstin: '29AAFCC9980M1ZR',
      stateCode: '29',
      pan: 'AAFCC9980M',
    });
  });

  it.each([
    ['01AABCE2207R1Z5', 'CHECKSUM'], // the portal's own API sample
    ['29AAFCC9980M1ZA', 'CHECKSUM'],
    ['', 'LENGTH'],
    ['29AAFCC9980M1Z', 'LENGTH'],
    ['29AAFCC9980M1ZRR', 'LENGTH'],
    ['29 AFCC9980M1ZR', 'FORMAT'],
    ['2AAAFCC9980M1ZR', 'FORMAT'],
    ['29AAFC19980M1ZR', 'FORMAT'], // PAN needs 5 letters first
    ['29AAFCC998AM1ZR', 'FORMAT'],
    ['29AAFCC99801M1Z', 'FORMAT'],
    ['29AAFCC9980M0ZR', 'FORMAT'], // entity number starts at 1
    ['29AAFCC9980M11R', 'FORMAT'],
    ['00AAFCC9980M1ZR', 'STATE'],
    ['99AAFCC9980M1ZR', 'STATE'],
    ['96AAFCC9980M1ZR', 'STATE'], // export-only code, never a registration
  ])('%p is invalid: %s', (gstin, reason) => {
    expect(validateGstin(gstin)).toEqual({ valid: false, reason });
    expect(isValidGstin(gstin)).toBe(false);
    expect(stateCodeOfGstin(gstin)).toBeUndefined();
  });

  it('accepts a correctly checked GSTIN of a retired state code', () => {
    const first14 = '25AAFCC9980M1Z';
    expect(isValidGstin(first14 + gstinCheckCharacter(first14))).toBe(true);
  });

  it('a single changed character fails the checksum', () => {
    expect(validateGstin('29AAFCC9980M2ZR')).toEqual({ valid: false, reason: 'CHECKSUM' });
  });
});

describe('gstinCheckCharacter', () => {
  it.each([['29AAFCC9980M1'], ['29AAFCC9980M1Z?'], ['29AAFCC9980M1#']])('rejects %p', (input) => {
    expect(() => gstinCheckCharacter(input)).toThrow(RangeError);
  });

  it('accepts lower case', () => {
    expect(gstinCheckCharacter('29aafcc9980m1z')).toBe('R');
  });
});

describe('normalizeGstin', () => {
  it('trims and upper-cases', () => {
    expect(normalizeGstin(' 33aaapz1234c2z6 ')).toBe('33AAAPZ1234C2Z6');
  });
});
