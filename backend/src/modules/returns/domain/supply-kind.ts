import type { SupplyKind } from '@hisaab/gst';

/**
 * How an invoice was supplied, from what billing records: place of supply 96 is an export, an SEZ
 * customer an SEZ supply; either is "with payment" when IGST was charged, else under bond or LUT.
 * (Billing records no deemed exports, so none is reported as one.)
 */
export function supplyKindOf(invoice: { placeOfSupply: string; customerSez: boolean; igstPaise: number }): SupplyKind {
  const paid = invoice.igstPaise > 0;
  if (invoice.placeOfSupply === '96') return paid ? 'export_with_payment' : 'export_without_payment';
  if (invoice.customerSez) return paid ? 'sez_with_payment' : 'sez_without_payment';
  return 'regular';
}

/** The challan purposes of Table 13: job work (9), supply on approval (10), the rest "other than by way of supply" (12). */
export function challanDocumentKind(purpose: string): 'challan_job_work' | 'challan_approval' | 'challan_other' {
  if (purpose === 'job_work') return 'challan_job_work';
  return purpose === 'supply_on_approval' ? 'challan_approval' : 'challan_other';
}
