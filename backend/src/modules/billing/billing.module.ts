import { Module } from '@nestjs/common';
import { CrmModule } from '../crm';
import { InventoryModule } from '../inventory';
import { SettingsModule } from '../settings';
import {
  MikroOrmInvoiceRepository,
  MikroOrmPaymentRepository,
} from './adapters/billing.repositories';
import { HandlebarsInvoiceHtml, PngQrCodes } from './adapters/handlebars-invoice-html';
import { PostgresInvoicePdfStore } from './adapters/invoice-pdf.store';
import { PostgresDocumentNumbering } from './adapters/postgres-document-numbering';
import { MikroOrmCreditNoteRepository } from './adapters/credit-note.repository';
import { CreditNotePdfService } from './application/credit-note-pdf.service';
import { CreditNoteService } from './application/credit-note.service';
import { CreditNoteRepository } from './application/ports/credit-note-store';
import { CreditNotesController } from './http/credit-notes.controller';
import { CrmCustomerLookup, InventoryModuleGateway, SettingsIssuerProfiles, SettingsSupplierProfiles } from './adapters/partner-modules';
import { MikroOrmInvoiceMessagingReader } from './adapters/mikro-orm-invoice-messaging.reader';
import { MikroOrmCustomerInvoiceActivity } from './adapters/mikro-orm-customer-invoice-activity';
import { CustomerInvoiceActivity } from './application/customer-invoice-activity';
import { DocumentNumbering } from './application/document-numbering';
import { InvoiceMessagingReader } from './application/invoice-messaging.reader';
import { InvoicePdfService } from './application/invoice-pdf.service';
import { InvoiceCancellations } from './application/invoice-cancellations';
import { InvoiceDrafts } from './application/invoice-drafts';
import { InvoiceService } from './application/invoice.service';
import { PaymentService } from './application/payment.service';
import { PublicInvoiceService } from './application/public-invoice.service';
import { InvoiceRepository, PaymentRepository } from './application/ports/billing-store';
import { InvoiceHtmlRenderer, InvoicePdfStore, QrCodes } from './application/ports/invoice-pdf';
import { CustomerLookup, InventoryGateway, IssuerProfiles, SupplierProfiles } from './application/ports/partners';
import { InvoicePdfController } from './http/invoice-pdf.controller';
import { InvoicesController } from './http/invoices.controller';
import { PaymentsController } from './http/payments.controller';
import { PublicInvoiceController } from './http/public-invoice.controller';

@Module({
  imports: [SettingsModule, CrmModule, InventoryModule],
  controllers: [InvoicesController, InvoicePdfController, PaymentsController, PublicInvoiceController, CreditNotesController],
  providers: [
    InvoiceService,
    InvoiceDrafts,
    InvoiceCancellations,
    PaymentService,
    InvoicePdfService,
    PublicInvoiceService,
    { provide: InvoiceMessagingReader, useClass: MikroOrmInvoiceMessagingReader },
    { provide: CustomerInvoiceActivity, useClass: MikroOrmCustomerInvoiceActivity },
    { provide: InvoiceRepository, useClass: MikroOrmInvoiceRepository },
    { provide: PaymentRepository, useClass: MikroOrmPaymentRepository },
    { provide: SupplierProfiles, useClass: SettingsSupplierProfiles },
    { provide: CustomerLookup, useClass: CrmCustomerLookup },
    { provide: InventoryGateway, useClass: InventoryModuleGateway },
    { provide: IssuerProfiles, useClass: SettingsIssuerProfiles },
    { provide: InvoiceHtmlRenderer, useClass: HandlebarsInvoiceHtml },
    { provide: InvoicePdfStore, useClass: PostgresInvoicePdfStore },
    { provide: QrCodes, useClass: PngQrCodes },
    { provide: DocumentNumbering, useClass: PostgresDocumentNumbering },
    CreditNoteService,
    CreditNotePdfService,
    { provide: CreditNoteRepository, useClass: MikroOrmCreditNoteRepository },
  ],
  exports: [InvoicePdfService, InvoiceMessagingReader, CustomerInvoiceActivity, DocumentNumbering, InvoiceDrafts, InvoiceCancellations],
})
export class BillingModule {}
