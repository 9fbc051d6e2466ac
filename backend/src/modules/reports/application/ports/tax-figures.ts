/** What the P&L and the GST report read from billing's lines (SQL aggregates; amounts in paise). */
import type { Paise } from '@hisaab/gst';
import type { DateRange } from '../../domain/periods';
import type { TaxHeadsPaise } from '../../domain/tax-heads';

export interface CostOfGoods {
  /** Quantity × the cost price recorded at issue, over the issued invoices dated in the range. */
  soldPaise: Paise;
  /** The same for goods put back into stock by credit notes dated in the range. */
  returnedPaise: Paise;
  linesWithCost: number;
  linesWithoutCost: number;
}

export interface RateTax extends TaxHeadsPaise {
  /** 'YYYY-MM'. */
  month: string;
  gstRate: number;
  /** Invoices' lines, or credit notes' lines (positive amounts: what the notes took off). */
  source: 'invoice' | 'credit_note';
  taxablePaise: Paise;
}

export abstract class TaxFigures {
  abstract costOfGoods(businessId: string, range: DateRange): Promise<CostOfGoods>;
  /** Output tax by month and rate: issued invoices by invoice date, credit notes by note date. */
  abstract taxByRate(businessId: string, range: DateRange): Promise<RateTax[]>;
}
