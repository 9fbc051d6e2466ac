/** Amounts in words with Indian grouping (thousand, lakh, crore), as printed on invoices. */
import type { Paise } from './money';

const ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;

/** 1..999 (0 gives no words). */
function belowThousand(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) words.push(ONES[Math.floor(n / 100)], 'Hundred');
  const rest = n % 100;
  if (rest >= 20) {
    words.push(TENS[Math.floor(rest / 10)]);
    if (rest % 10) words.push(ONES[rest % 10]);
  } else if (rest) {
    words.push(ONES[rest]);
  }
  return words;
}

function groupWords(n: number): string[] {
  const words: string[] = [];
  // Above 99 crore the crore count itself is said in Indian words: 'One Hundred Crore'.
  if (n >= CRORE) words.push(...groupWords(Math.floor(n / CRORE)), 'Crore');
  const lakh = Math.floor((n % CRORE) / LAKH);
  const thousand = Math.floor((n % LAKH) / THOUSAND);
  if (lakh) words.push(...belowThousand(lakh), 'Lakh');
  if (thousand) words.push(...belowThousand(thousand), 'Thousand');
  words.push(...belowThousand(n % THOUSAND));
  return words;
}

/** 123456789 → 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine'. */
export function numberToIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`Needs a non-negative integer: ${n}`);
  }
  return n === 0 ? 'Zero' : groupWords(n).join(' ');
}

/** 123450 paise → 'Rupees One Thousand Two Hundred Thirty Four and Fifty Paise Only'. */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Needs non-negative integer paise: ${paise}`);
  }
  const rupees = numberToIndianWords(Math.floor(paise / 100));
  const rest = paise % 100;
  return rest ? `Rupees ${rupees} and ${numberToIndianWords(rest)} Paise Only` : `Rupees ${rupees} Only`;
}
