/**
 * The GST position of a period, as the GST report states it and the dashboard's GST Paid and Net GST
 * Liability read it: output tax (issued invoices less the period's credit notes), input tax credit
 * (purchases and expenses whose GST is claimable) and their difference by head. A negative head is credit
 * carried forward; how credit of one head pays another (IGST first) is GSTR-3B's business, not this one's.
 */
import { addHeads, subtractHeads, type TaxHeadsPaise } from './tax-heads';

export interface InputTaxFigure extends TaxHeadsPaise {
  itcEligible: boolean;
}

export interface GstLiability {
  output: TaxHeadsPaise;
  creditNotes: TaxHeadsPaise;
  input: TaxHeadsPaise;
  notClaimable: TaxHeadsPaise;
  net: TaxHeadsPaise;
  /** Whether any purchase or expense with GST is recorded for the period. */
  inputRecorded: boolean;
}

export function gstLiability(invoices: TaxHeadsPaise, creditNotes: TaxHeadsPaise, inputRows: readonly InputTaxFigure[]): GstLiability {
  const output = subtractHeads(invoices, creditNotes);
  const input = addHeads(...inputRows.filter((row) => row.itcEligible));
  const notClaimable = addHeads(...inputRows.filter((row) => !row.itcEligible));
  return { output, creditNotes, input, notClaimable, net: subtractHeads(output, input), inputRecorded: inputRows.length > 0 };
}

export const NO_INPUT_TAX_NOTE = 'No purchase bill or expense with GST is recorded for this period, so GST paid and the net liability cannot be computed.';
