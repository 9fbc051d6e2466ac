/** Who may claim input tax credit (CGST Act s.16, s.10(4)): a registered business outside the composition scheme. */
import { ExpenseMessages } from '@hisaab/contracts';

/** The business as the credit rules see it (its settings). */
export interface TaxStanding {
  /** The business's GSTIN: only a registered business claims credit. */
  gstin: string | null;
  /** Its own state code (from the GSTIN, else configured): a supplier without GSTIN is taken to be local. */
  stateCode: string | null;
  /** In the composition scheme, which allows no credit. */
  composition: boolean;
}

/** Why this business cannot claim input tax credit, or null when it can. */
export function creditRefusal(standing: TaxStanding): string | null {
  if (!standing.gstin) return ExpenseMessages.itcNeedsBusinessGstin;
  if (standing.composition) return ExpenseMessages.itcComposition;
  return null;
}
