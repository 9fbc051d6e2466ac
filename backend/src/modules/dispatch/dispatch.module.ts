import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { CrmModule } from '../crm';
import { InventoryModule } from '../inventory';
import { SettingsModule } from '../settings';
import { MikroOrmChallanRepository } from './adapters/mikro-orm-challan.repository';
import { BillingChallanInvoicing, BillingChallanNumbers, BillingInvoiceCancellationFeed, CrmConsigneeLookup, LedgerChallanStock, SettingsConsignerProfiles } from './adapters/partner-modules';
import { HandlebarsChallanHtml } from './adapters/handlebars-challan-html';
import { ChallanMovesService } from './application/challan-moves.service';
import { ChallanRelease } from './application/challan-release';
import { ChallanPdfService } from './application/challan-pdf.service';
import { ChallanHtmlRenderer } from './application/ports/challan-pdf';
import { DeliveryChallansService } from './application/delivery-challans.service';
import { ChallanRepository } from './application/ports/challan.repository';
import { ChallanInvoicing, ChallanNumbers, ChallanStock, ConsigneeLookup, ConsignerProfiles, InvoiceCancellationFeed } from './application/ports/partners';
import { ChallanPdfController } from './http/challan-pdf.controller';
import { DeliveryChallansController } from './http/delivery-challans.controller';

@Module({
  imports: [SettingsModule, CrmModule, InventoryModule, BillingModule],
  controllers: [DeliveryChallansController, ChallanPdfController],
  providers: [
    DeliveryChallansService,
    ChallanMovesService,
    ChallanPdfService,
    ChallanRelease,
    { provide: ChallanHtmlRenderer, useClass: HandlebarsChallanHtml },
    { provide: ChallanRepository, useClass: MikroOrmChallanRepository },
    { provide: ConsignerProfiles, useClass: SettingsConsignerProfiles },
    { provide: ConsigneeLookup, useClass: CrmConsigneeLookup },
    { provide: ChallanNumbers, useClass: BillingChallanNumbers },
    { provide: ChallanStock, useClass: LedgerChallanStock },
    { provide: ChallanInvoicing, useClass: BillingChallanInvoicing },
    { provide: InvoiceCancellationFeed, useClass: BillingInvoiceCancellationFeed },
  ],
})
export class DispatchModule {}
