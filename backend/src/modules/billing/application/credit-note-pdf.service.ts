import { Injectable } from '@nestjs/common';
import { HtmlToPdf } from '../../../platform/pdf/html-to-pdf';
import type { AuthContext } from '../../../shared/tenant';
import { isUuid } from '../../../shared/uuid';
import { BillingErrors } from '../domain/billing-errors';
import { buildCreditNoteDocument, creditNotePdfFilename } from './credit-note-document';
import type { InvoicePdf } from './invoice-pdf.service';
import { InvoiceRepository } from './ports/billing-store';
import { CreditNoteRepository } from './ports/credit-note-store';
import { InvoiceHtmlRenderer } from './ports/invoice-pdf';
import { CustomerLookup, IssuerProfiles } from './ports/partners';
import { issuerAsIssued } from './supplier-details';

/**
 * A credit note's PDF, laid out by the invoice template and printed by the same warm Chromium. Rendered
 * on each request: notes are downloaded now and then, not sent and shared as invoices are, so they are
 * not kept.
 */
@Injectable()
export class CreditNotePdfService {
  constructor(
    private readonly notes: CreditNoteRepository,
    private readonly invoices: InvoiceRepository,
    private readonly issuers: IssuerProfiles,
    private readonly customers: CustomerLookup,
    private readonly html: InvoiceHtmlRenderer,
    private readonly htmlToPdf: HtmlToPdf,
  ) {}

  /** 404 CREDIT_NOTE_NOT_FOUND for an unknown id or another business's. */
  async pdfFor(auth: AuthContext, id: string): Promise<InvoicePdf> {
    const { businessId } = auth;
    const note = isUuid(id) ? await this.notes.findById(businessId, id.toLowerCase()) : null;
    const invoice = note && (await this.invoices.findById(businessId, note.invoiceId));
    if (!note || !invoice) throw BillingErrors.creditNoteNotFound();
    const [items, issuer, customer] = await Promise.all([
      this.notes.findItems(businessId, note.id),
      this.issuers.get(businessId),
      this.customers.get(businessId, invoice.customerId),
    ]);
    const document = buildCreditNoteDocument(note, items, invoice, issuerAsIssued(invoice, issuer), customer);
    return { filename: creditNotePdfFilename(note.noteNumber), content: await this.htmlToPdf.render(await this.html.render(document)) };
  }
}
