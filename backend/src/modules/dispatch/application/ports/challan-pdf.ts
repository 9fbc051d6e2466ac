/** Laying a prepared challan out as HTML (the PDF itself comes from the platform's warm Chromium). */
import type { ChallanDocument } from '../challan-document';

export abstract class ChallanHtmlRenderer {
  abstract render(document: ChallanDocument): string;
}
