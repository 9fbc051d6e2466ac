/** Tax by head (CGST, SGST/UTGST, IGST, cess) in paise, and the arithmetic the reports do on it. */
import { sumPaise, type Paise } from '@hisaab/gst';

export interface TaxHeadsPaise {
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
}

export const NO_TAX: TaxHeadsPaise = { cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0 };
const HEADS = ['cgstPaise', 'sgstPaise', 'igstPaise', 'cessPaise'] as const;

const combine = (rows: readonly TaxHeadsPaise[], sign: 1 | -1 = 1): TaxHeadsPaise =>
  Object.fromEntries(HEADS.map((head) => [head, sumPaise(rows.map((row, i) => (i === 0 ? row[head] : sign * row[head])))])) as unknown as TaxHeadsPaise;

export const addHeads = (...rows: TaxHeadsPaise[]): TaxHeadsPaise => (rows.length ? combine(rows) : NO_TAX);
export const subtractHeads = (from: TaxHeadsPaise, less: TaxHeadsPaise): TaxHeadsPaise => combine([from, less], -1);
export const headsTotal = (heads: TaxHeadsPaise): Paise => sumPaise(HEADS.map((head) => heads[head]));
/** Only the four heads of a wider row. */
export const headsOf = ({ cgstPaise, sgstPaise, igstPaise, cessPaise }: TaxHeadsPaise): TaxHeadsPaise => ({ cgstPaise, sgstPaise, igstPaise, cessPaise });
