import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { fileReply } from '../../../platform/http/pdf-reply';
import { Responds } from '../../../platform/http/responds';
import type { AuthContext } from '../../../shared/tenant';
import { EInvoiceService } from '../application/e-invoice.service';

/** E-invoice JSON for the IRP (schema 1.1) of an issued B2B, SEZ, export or deemed-export invoice. */
@Controller('invoices')
export class EInvoiceController {
  constructor(private readonly eInvoices: EInvoiceService) {}

  /** 422 E_INVOICE_NOT_POSSIBLE with `details.problems` (the reasons) when the IRP would refuse it; 404 for another business's invoice. */
  @Get(':id/e-invoice')
  @Responds(200, { type: 'object', description: 'E-invoice JSON, IRP schema 1.1 (libs/gst/schemas/einvoice-1.1.schema.json), as an attachment' }, 'The file')
  async eInvoice(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const { fileName, json } = await this.eInvoices.forInvoice(auth, id);
    return fileReply({ filename: `${fileName}.json`, content: Buffer.from(JSON.stringify(json)), type: 'application/json; charset=utf-8' }, 'attachment', reply);
  }
}

/** E-invoice JSON (type CRN, naming its invoice) of a credit note on an e-invoiceable invoice. */
@Controller('credit-notes')
export class CreditNoteEInvoiceController {
  constructor(private readonly eInvoices: EInvoiceService) {}

  /** 422 E_INVOICE_NOT_POSSIBLE with the reasons, as for invoices; 404 for another business's note. */
  @Get(':id/e-invoice')
  @Responds(200, { type: 'object', description: 'E-invoice JSON (Typ CRN), IRP schema 1.1, as an attachment' }, 'The file')
  async eInvoice(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const { fileName, json } = await this.eInvoices.forCreditNote(auth, id);
    return fileReply({ filename: `${fileName}.json`, content: Buffer.from(JSON.stringify(json)), type: 'application/json; charset=utf-8' }, 'attachment', reply);
  }
}
