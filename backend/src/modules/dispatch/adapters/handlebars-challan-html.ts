import { Injectable } from '@nestjs/common';
import Handlebars from 'handlebars';
import type { ChallanDocument } from '../application/challan-document';
import { ChallanHtmlRenderer } from '../application/ports/challan-pdf';
import { CHALLAN_TEMPLATE } from './templates/challan.template';

/** An isolated Handlebars environment: escaping on, no helpers or partials from elsewhere. */
const page = Handlebars.create().compile<Record<string, unknown>>(CHALLAN_TEMPLATE, { strict: false });

@Injectable()
export class HandlebarsChallanHtml extends ChallanHtmlRenderer {
  render(document: ChallanDocument): string {
    return page({ ...document, intra: document.taxMode === 'intra', inter: document.taxMode === 'inter' });
  }
}
