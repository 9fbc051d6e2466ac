import { isValidHsn, isValidMobile, isValidPan, isValidPincode, isValidUdyam, normalizeMobile } from './fields';

describe('normalizeMobile / isValidMobile', () => {
  it.each([
    ['9876543210', '9876543210', true],
    ['+91 98765 43210', '9876543210', true],
    ['+91-98765-43210', '9876543210', true],
    ['919876543210', '9876543210', true],
    ['09876543210', '9876543210', true],
    ['(0) 98765 43210', '9876543210', true],
    ['6000000000', '6000000000', true],
    ['9123456789', '9123456789', true], // starts with 91 but is already 10 digits
    ['5876543210', '5876543210', false],
    ['0876543210', '0876543210', false],
    ['987654321', '987654321', false],
    ['98765432101', '98765432101', false],
    ['+1 415 555 0100', '14155550100', false],
    ['', '', false],
  ])('%p → %p (valid %p)', (input, normalized, valid) => {
    expect(normalizeMobile(input)).toBe(normalized);
    expect(isValidMobile(input)).toBe(valid);
  });
});

describe('isValidPincode', () => {
  it.each([
    ['600001', true],
    ['110001', true],
    ['060001', false],
    ['60001', false],
    ['6000011', false],
    ['60000A', false],
    [' 600001', false],
  ])('%p → %p', (s, valid) => {
    expect(isValidPincode(s)).toBe(valid);
  });
});

describe('isValidPan', () => {
  it.each([
    ['AAFCC9980M', true],
    ['ABCDE1234F', true],
    ['abcde1234f', false],
    ['ABCD1234F', false],
    ['ABCDE12345', false],
    ['ABCDE1234FG', false],
    ['1BCDE1234F', false],
  ])('%p → %p', (s, valid) => {
    expect(isValidPan(s)).toBe(valid);
  });
});

describe('isValidUdyam', () => {
  it.each([
    ['UDYAM-TN-02-0012345', true],
    ['UDYAM-MH-33-1234567', true],
    ['udyam-tn-02-0012345', false],
    ['UDYAM-TN-2-0012345', false],
    ['UDYAM-TN-02-012345', false],
    ['UDYAM-T1-02-0012345', false],
    ['UAM-TN-02-0012345', false],
  ])('%p → %p', (s, valid) => {
    expect(isValidUdyam(s)).toBe(valid);
  });
});

describe('isValidHsn', () => {
  it.each([
    ['8471', true],
    ['998314', true],
    ['10063010', true],
    ['847', false],
    ['84713', false],
    ['8471301', false],
    ['847130100', false],
    ['84A1', false],
    ['', false],
    ['8471 ', false],
  ])('%p → %p', (s, valid) => {
    expect(isValidHsn(s)).toBe(valid);
  });
});
