/** The seams of invoice PDFs: laying a prepared document out as HTML, and keeping rendered bytes. */
import type { InvoiceDocument } from '../invoice-document';

export abstract class InvoiceHtmlRenderer {
  /** Part of every PDF's version: a new template renders every invoice afresh. */
  abstract readonly templateVersion: string;
  abstract render(document: InvoiceDocument): Promise<string>;
}

export abstract class InvoicePdfStore {
  /** The kept PDF of this invoice when it was rendered from exactly this version; else null. */
  abstract find(businessId: string, invoiceId: string, version: string): Promise<Buffer | null>;
  /** Keeps one PDF per invoice: a new version replaces the old one. */
  abstract save(businessId: string, invoiceId: string, version: string, content: Buffer): Promise<void>;
}

export abstract class QrCodes {
  /** A QR code of `text` as an image `data:` URI (PNG). */
  abstract dataUri(text: string): Promise<string>;
}
