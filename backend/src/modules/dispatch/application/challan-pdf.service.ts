import { Injectable } from '@nestjs/common';
import { HtmlToPdf } from '../../../platform/pdf/html-to-pdf';
import { buildChallanDocument, CHALLAN_COPIES, challanPdfFilename, type ChallanCopy } from './challan-document';
import { challanId } from './delivery-challans.service';
import { DispatchErrors } from '../domain/dispatch-errors';
import { ChallanRepository } from './ports/challan.repository';
import { ChallanHtmlRenderer } from './ports/challan-pdf';
import { ConsigneeLookup, ConsignerProfiles } from './ports/partners';

/**
 * Challan PDFs from the same warm Chromium as invoices (platform/pdf). Rendered on each request: a
 * challan is printed once or twice, when the goods leave, so nothing is kept.
 */
@Injectable()
export class ChallanPdfService {
  constructor(
    private readonly challans: ChallanRepository,
    private readonly consigners: ConsignerProfiles,
    private readonly consignees: ConsigneeLookup,
    private readonly html: ChallanHtmlRenderer,
    private readonly htmlToPdf: HtmlToPdf,
  ) {}

  /** All three copies, one a page, or the one asked for; 404 CHALLAN_NOT_FOUND for another business's id. */
  async pdfFor(businessId: string, id: string, copy?: ChallanCopy): Promise<{ filename: string; content: Buffer }> {
    const challan = await this.challans.findById(businessId, challanId(id));
    if (!challan) throw DispatchErrors.challanNotFound();
    const [items, consigner, consignee] = await Promise.all([
      this.challans.findItems(businessId, challan.id),
      this.consigners.get(businessId),
      this.consignees.get(businessId, challan.customerId),
    ]);
    const document = buildChallanDocument(challan, items, consigner, consignee, copy ? [copy] : CHALLAN_COPIES);
    return { filename: challanPdfFilename(challan.challanNumber, copy), content: await this.htmlToPdf.render(this.html.render(document)) };
  }
}
