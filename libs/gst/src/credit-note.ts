/**
 * Credit notes (CGST Act Section 34, Rule 53; docs/gst.md "Credit notes"): the tax of an earlier
 * invoice reversed with that invoice's place of supply, rates and split, in integer paise.
 */
import { divRoundHalfUp, sumPaise, toRupees, toSafeNumber, type Paise } from './money';
import { financialYearOf } from './numbering';
import { toMilli } from './quantity';
import { computeLine, type LineTax, type SupplyType } from './tax';

/**
 * The last day a credit note may be issued for a supply dated `invoiceDate` ('YYYY-MM-DD'):
 * 30 November following the end of the invoice's financial year (Section 34(2)).
 */
export function creditNoteDeadline(invoiceDate: string): string {
  return `${financialYearOf(invoiceDate).startYear + 1}-11-30`;
}

/** An invoice line's quantity and amounts as invoiced (paise). */
export interface InvoicedLine {
  /** Up to 3 decimals. */
  quantity: number | string;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
}

/** What a credit note takes back from one line (paise). */
export type CreditedAmounts = Omit<LineTax, 'gstRate' | 'cessRate'>;

function credited(taxablePaise: Paise, cgstPaise: Paise, sgstPaise: Paise, igstPaise: Paise, cessPaise: Paise): CreditedAmounts {
  const gstAmountPaise = sumPaise([cgstPaise, sgstPaise, igstPaise, cessPaise]);
  return { taxablePaise, cgstPaise, sgstPaise, igstPaise, cessPaise, gstAmountPaise, totalPaise: sumPaise([taxablePaise, gstAmountPaise]) };
}

/**
 * Crediting `quantity` more units of an invoice line of which `creditedBefore` units were credited
 * already. Each amount (taxable value, CGST, SGST/UTGST, IGST, cess) is credited in proportion to the
 * quantity, as the difference of the rounded (half-up) shares after and before this note:
 * `round(amount × (before + quantity) / invoiced) − round(amount × before / invoiced)`. So the notes on
 * a line never add up to more than the line, a note for the whole line reverses its amounts exactly,
 * half a line reverses exactly half of each even amount (half a paisa up on an odd one, which the
 * other half then lacks), and CGST stays equal to SGST. Throws a RangeError past the invoiced quantity.
 */
export function creditForQuantity(line: InvoicedLine, creditedBefore: number | string, quantity: number | string): CreditedAmounts {
  const invoiced = BigInt(toMilli(line.quantity));
  const before = BigInt(toMilli(creditedBefore));
  const after = before + BigInt(toMilli(quantity));
  if (invoiced === 0n || after > invoiced) {
    throw new RangeError(`Cannot credit ${quantity} more of ${line.quantity} when ${creditedBefore} are credited already`);
  }
  const share = (amount: Paise) => toSafeNumber(divRoundHalfUp(BigInt(amount) * after, invoiced) - divRoundHalfUp(BigInt(amount) * before, invoiced));
  return credited(share(line.taxablePaise), share(line.cgstPaise), share(line.sgstPaise), share(line.igstPaise), share(line.cessPaise));
}

/** An invoice line's taxable value and the rates it was taxed at (0 on a bill of supply). */
export interface RatedLine {
  taxablePaise: Paise;
  gstRate: number;
  cessRate: number;
}

/**
 * Spreads `amountPaise` over the lines in proportion to their taxable values, exactly: each line gets
 * the floor of its share, and the paise left over go one each to the lines with the largest remainders
 * (the earlier line first on a tie).
 */
export function spreadByTaxable(lines: readonly Pick<RatedLine, 'taxablePaise'>[], amountPaise: Paise): Paise[] {
  const total = BigInt(sumPaise(lines.map((line) => line.taxablePaise)));
  if (amountPaise < 0 || !Number.isSafeInteger(amountPaise) || BigInt(amountPaise) > total) {
    throw new RangeError(`Cannot spread ${amountPaise} paise over a taxable value of ${total}`);
  }
  const exact = lines.map((line) => BigInt(line.taxablePaise) * BigInt(amountPaise));
  const shares = exact.map((value) => value / total);
  let left = BigInt(amountPaise) - shares.reduce((a, b) => a + b, 0n);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value % total })).sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] += 1n;
    left -= 1n;
  }
  return shares.map(toSafeNumber);
}

/**
 * A value-only credit note (a post-sale discount) of `amountPaise` taxable value: spread over the
 * invoice's lines by spreadByTaxable, and each line's share taxed at that line's rates with the
 * invoice's split, by the invoice rules (computeLine: each half rate / 200, half-up). One entry per
 * line, in the lines' order (zero amounts for a line that gets nothing).
 */
export function creditForValue(lines: readonly RatedLine[], amountPaise: Paise, supplyType: SupplyType): CreditedAmounts[] {
  return spreadByTaxable(lines, amountPaise).map((share, i) => {
    if (share === 0) return credited(0, 0, 0, 0, 0);
    const { gstRate: _gstRate, cessRate: _cessRate, ...amounts } = computeLine({ quantity: 1, rate: toRupees(share), gstRate: lines[i].gstRate, cessRate: lines[i].cessRate }, supplyType);
    return amounts;
  });
}

/** The note's totals: the sums of its lines' amounts. */
export function creditTotals(lines: readonly CreditedAmounts[]): CreditedAmounts {
  const sum = (key: keyof CreditedAmounts) => sumPaise(lines.map((line) => line[key]));
  return credited(sum('taxablePaise'), sum('cgstPaise'), sum('sgstPaise'), sum('igstPaise'), sum('cessPaise'));
}
