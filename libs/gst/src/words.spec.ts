import { amountInWords, numberToIndianWords } from './words';

describe('numberToIndianWords', () => {
  it.each([
    [123456789, 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine'],
    [250000, 'Two Lakh Fifty Thousand'],
    [1234, 'One Thousand Two Hundred Thirty Four'],
    [0, 'Zero'],
    [1, 'One'],
    [10, 'Ten'],
    [11, 'Eleven'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [21, 'Twenty One'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [110, 'One Hundred Ten'],
    [999, 'Nine Hundred Ninety Nine'],
    [1000, 'One Thousand'],
    [1001, 'One Thousand One'],
    [10000, 'Ten Thousand'],
    [99999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [100000, 'One Lakh'],
    [100001, 'One Lakh One'],
    [1000000, 'Ten Lakh'],
    [10000000, 'One Crore'],
    [10000100, 'One Crore One Hundred'],
    [10100000, 'One Crore One Lakh'],
    [999999999, 'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [1000000000, 'One Hundred Crore'],
    [12345678901, 'One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred One'],
  ])('%p → %s', (n, words) => {
    expect(numberToIndianWords(n)).toBe(words);
  });

  it.each([[-1], [1.5], [Number.NaN], [2 ** 53]])('rejects %p', (n) => {
    expect(() => numberToIndianWords(n)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it.each([
    [123450, 'Rupees One Thousand Two Hundred Thirty Four and Fifty Paise Only'],
    [0, 'Rupees Zero Only'],
    [25000000, 'Rupees Two Lakh Fifty Thousand Only'],
    [100, 'Rupees One Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [99, 'Rupees Zero and Ninety Nine Paise Only'],
    [12345678900, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only'],
    [99999999999, 'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only'],
  ])('%p paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([[-100], [10.5]])('rejects %p', (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});
