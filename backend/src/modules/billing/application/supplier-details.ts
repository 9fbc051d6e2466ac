import type { InvoiceRecord, SupplierDetails } from './ports/billing-store';
import type { IssuerDetails } from './ports/partners';

/** What an invoice keeps of the business at issue: who supplied, not how to pay (bank and UPI stay current). */
export function supplierDetailsOf(issuer: IssuerDetails): SupplierDetails {
  const { name, gstin, stateCode, address, city, pincode, phone, email, udyam } = issuer;
  return { name, gstin, stateCode, address, city, pincode, phone, email, udyam };
}

/** The business as this invoice prints it: as issued for an issued invoice, as now for a draft. */
export function issuerAsIssued(invoice: Pick<InvoiceRecord, 'supplierDetails'>, current: IssuerDetails): IssuerDetails {
  return invoice.supplierDetails ? { ...current, ...invoice.supplierDetails } : current;
}
