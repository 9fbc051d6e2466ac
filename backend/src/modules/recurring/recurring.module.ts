import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { CommunicationsModule } from '../communications';
import { CrmModule } from '../crm';
import { SubscriptionModule } from '../subscription';
import { MikroOrmRecurringStore } from './adapters/mikro-orm-recurring.store';
import { BillingInvoiceMaker, CommunicationsCustomerNotifier, CrmCustomerBook, SubscriptionBusinessAccess } from './adapters/partner-modules';
import { InvoiceGenerator } from './application/invoice-generator';
import { BusinessAccess, CustomerBook, CustomerNotifier, InvoiceMaker } from './application/ports/partners';
import { RecurringStore } from './application/ports/recurring-store';
import { RecurringScheduler } from './application/recurring-scheduler';
import { RecurringTemplatesService } from './application/recurring-templates.service';
import { WaitingRuns } from './application/waiting-runs';
import { RecurringInvoicesController } from './http/recurring-invoices.controller';

@Module({
  imports: [BillingModule, CommunicationsModule, CrmModule, SubscriptionModule],
  controllers: [RecurringInvoicesController],
  providers: [
    RecurringTemplatesService,
    InvoiceGenerator,
    RecurringScheduler,
    WaitingRuns,
    { provide: RecurringStore, useClass: MikroOrmRecurringStore },
    { provide: InvoiceMaker, useClass: BillingInvoiceMaker },
    { provide: CustomerBook, useClass: CrmCustomerBook },
    { provide: BusinessAccess, useClass: SubscriptionBusinessAccess },
    { provide: CustomerNotifier, useClass: CommunicationsCustomerNotifier },
  ],
})
export class RecurringModule {}
