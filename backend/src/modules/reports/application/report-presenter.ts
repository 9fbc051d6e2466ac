/** Paise to the contract's rupees, and to the CSV's plain numbers, once for every report. */
import type { ReportPeriod, TaxHeads } from '@hisaab/contracts';
import { scaledToFixed, toRupees, type Paise } from '@hisaab/gst';
import type { ReportRange } from '../domain/periods';
import { headsTotal, type TaxHeadsPaise } from '../domain/tax-heads';

export const rupees = toRupees;
/** A CSV amount: a plain number with two decimals, no separators or symbol. */
export const csvMoney = (paise: Paise) => scaledToFixed(paise, 2);

export const periodOf = (range: ReportRange): ReportPeriod => ({ from: range.from, to: range.toInclusive });

export function taxHeads(h: TaxHeadsPaise): TaxHeads {
  return { cgst: rupees(h.cgstPaise), sgst: rupees(h.sgstPaise), igst: rupees(h.igstPaise), cess: rupees(h.cessPaise), total: rupees(headsTotal(h)) };
}

export const csvHeads = (h: TaxHeadsPaise) => [csvMoney(h.cgstPaise), csvMoney(h.sgstPaise), csvMoney(h.igstPaise), csvMoney(h.cessPaise), csvMoney(headsTotal(h))];
