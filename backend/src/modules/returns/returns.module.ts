import { Module } from '@nestjs/common';
import { CrmModule } from '../crm';
import { PurchasesModule } from '../purchases';
import { SettingsModule } from '../settings';
import { CrmBuyerAddresses, PurchasesInputTax, SettingsFilerProfiles } from './adapters/partner-modules';
import { SqlEInvoiceSources } from './adapters/sql-e-invoice-sources';
import { SqlReturnDocuments } from './adapters/sql-return-documents';
import { EInvoiceService } from './application/e-invoice.service';
import { GstReturnsService } from './application/gst-returns.service';
import { BuyerAddresses, FilerProfiles, InputTaxSource } from './application/ports/partners';
import { EInvoiceSources } from './application/ports/e-invoice-sources';
import { ReturnDocuments } from './application/ports/return-documents';
import { CreditNoteEInvoiceController, EInvoiceController } from './http/e-invoice.controller';
import { GstReturnsController } from './http/gst-returns.controller';

/** GST returns (GSTR-1, GSTR-3B) and e-invoice JSON, read from billing's documents and purchases' input tax; it owns no tables. */
@Module({
  imports: [SettingsModule, CrmModule, PurchasesModule],
  controllers: [GstReturnsController, EInvoiceController, CreditNoteEInvoiceController],
  providers: [
    GstReturnsService,
    EInvoiceService,
    { provide: ReturnDocuments, useClass: SqlReturnDocuments },
    { provide: EInvoiceSources, useClass: SqlEInvoiceSources },
    { provide: FilerProfiles, useClass: SettingsFilerProfiles },
    { provide: BuyerAddresses, useClass: CrmBuyerAddresses },
    { provide: InputTaxSource, useClass: PurchasesInputTax },
  ],
})
export class ReturnsModule {}
