import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { HtmlToPdf } from '../../../platform/pdf/html-to-pdf';
import { BillingErrors } from '../domain/billing-errors';
import { buildInvoiceDocument, pdfFilename, type InvoiceCopy } from './invoice-document';
import { InvoiceRepository, type InvoiceRecord } from './ports/billing-store';
import { InvoiceHtmlRenderer, InvoicePdfStore } from './ports/invoice-pdf';
import { CustomerLookup, IssuerProfiles } from './ports/partners';
import { issuerAsIssued } from './supplier-details';

export interface InvoicePdf {
  filename: string;
  content: Buffer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Invoice PDFs, rendered once per version. The version is a hash of everything the PDF prints (the
 * prepared document: invoice, lines, business profile, customer contact) and the template version,
 * so an unchanged invoice is served from the store and any change — an edited draft, a new UPI id,
 * a payment — renders afresh. Used by the API (view/download) and by jobs (e-mail attachments).
 */
@Injectable()
export class InvoicePdfService {
  /** Concurrent requests for the same version share one render. */
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly issuers: IssuerProfiles,
    private readonly customers: CustomerLookup,
    private readonly html: InvoiceHtmlRenderer,
    private readonly store: InvoicePdfStore,
    private readonly htmlToPdf: HtmlToPdf,
  ) {}

  /** The business's invoice as a PDF; 404 INVOICE_NOT_FOUND for an unknown or another business's id. */
  async pdfFor(businessId: string, invoiceId: string, copy: InvoiceCopy = 'original'): Promise<InvoicePdf> {
    const invoice = UUID.test(invoiceId) ? await this.invoices.findById(businessId, invoiceId) : null;
    if (!invoice) throw BillingErrors.invoiceNotFound();
    return this.pdfOf(invoice, copy);
  }

  /**
   * For callers that already hold the invoice row (the public share page). Only the original is kept
   * in the store, which holds one PDF per invoice: it is the copy sent, attached and shared, while the
   * transporter's and supplier's copies are printed now and then and rendered each time.
   */
  async pdfOf(invoice: InvoiceRecord, copy: InvoiceCopy = 'original'): Promise<InvoicePdf> {
    const { businessId, id } = invoice;
    const [items, currentIssuer, customer] = await Promise.all([
      this.invoices.findItems(businessId, id),
      this.issuers.get(businessId),
      this.customers.get(businessId, invoice.customerId),
    ]);
    const document = buildInvoiceDocument(invoice, items, issuerAsIssued(invoice, currentIssuer), customer, copy);
    const version = createHash('sha256').update(this.html.templateVersion).update('\0').update(JSON.stringify(document)).digest('hex');
    const filename = pdfFilename(invoice, copy);
    const keep = copy === 'original';

    const kept = keep ? await this.store.find(businessId, id, version) : null;
    if (kept) return { filename, content: kept };

    const key = `${id}:${version}`;
    let rendering = this.inFlight.get(key);
    if (!rendering) {
      rendering = (async () => {
        const html = await this.html.render(document);
        const content = await this.htmlToPdf.render(html);
        if (keep) await this.store.save(businessId, id, version, content);
        return content;
      })().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, rendering);
    }
    return { filename, content: await rendering };
  }
}
