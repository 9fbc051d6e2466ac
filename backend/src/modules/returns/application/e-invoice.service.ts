import { Injectable } from '@nestjs/common';
import { buildEInvoice, type EInvoiceJson } from '@hisaab/gst';
import { isUuid } from '../../../shared/uuid';
import type { AuthContext } from '../../../shared/tenant';
import { ReturnsErrors } from '../domain/returns-errors';
import { BuyerAddresses, FilerProfiles } from './ports/partners';
import { EInvoiceSources, type EInvoiceSource } from './ports/e-invoice-sources';

/** Statuses of an issued invoice: only those get an IRN. */
const ISSUED = new Set(['sent', 'paid']);

/** The IRP's e-invoice JSON (schema 1.1) of an issued invoice or credit note, or the reasons it cannot be one. */
@Injectable()
export class EInvoiceService {
  constructor(
    private readonly documents: EInvoiceSources,
    private readonly filers: FilerProfiles,
    private readonly buyers: BuyerAddresses,
  ) {}

  async forInvoice(auth: AuthContext, invoiceId: string): Promise<{ fileName: string; json: EInvoiceJson }> {
    const source = isUuid(invoiceId) ? await this.documents.invoiceForEInvoice(auth.businessId, invoiceId) : null;
    if (!source) throw ReturnsErrors.invoiceNotFound();
    if (!ISSUED.has(source.status)) throw ReturnsErrors.eInvoiceNotPossible([`Only an issued invoice is e-invoiced: this one is ${source.status}`]);
    return this.build(auth, source);
  }

  /** A credit note (CRN) naming its invoice, by the same rules as the invoice. */
  async forCreditNote(auth: AuthContext, noteId: string): Promise<{ fileName: string; json: EInvoiceJson }> {
    const source = isUuid(noteId) ? await this.documents.creditNoteForEInvoice(auth.businessId, noteId) : null;
    if (!source) throw ReturnsErrors.creditNoteNotFound();
    return this.build(auth, source);
  }

  private async build(auth: AuthContext, source: EInvoiceSource): Promise<{ fileName: string; json: EInvoiceJson }> {
    // The seller as the invoice was issued; an invoice issued before that was kept prints the business as it is now.
    const [filer, buyer] = await Promise.all([source.seller ? null : this.filers.get(auth.businessId), this.buyers.get(auth.businessId, source.customerId)]);
    const seller = source.seller ?? filer!;
    const result = buildEInvoice({
      ...source.document,
      seller: { gstin: seller.gstin, legalName: seller.name, address: seller.address, city: seller.city, pincode: seller.pincode, stateCode: seller.stateCode, phone: seller.phone, email: seller.email },
      buyer: {
        legalName: source.buyerName,
        address: source.buyerAddress,
        city: buyer?.city ?? null,
        pincode: buyer?.pincode ?? null,
        stateCode: source.document.buyerGstin?.slice(0, 2) ?? source.buyerState ?? buyer?.stateCode ?? null,
      },
    });
    if (!result.ok) throw ReturnsErrors.eInvoiceNotPossible(result.problems);
    return { fileName: `EINV_${source.document.number.replace(/[^A-Z0-9-]/g, '_')}`, json: result.json };
  }
}
