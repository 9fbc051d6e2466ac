import { Injectable } from '@nestjs/common';
import type { RecurringNotificationResponse, Unit } from '@hisaab/contracts';
import { InvoiceDrafts, type DraftFromTemplate } from '../../billing';
import { SendCommunicationsService } from '../../communications';
import { CustomerDirectory } from '../../crm';
import { AccessRegained, SubscriptionAccess } from '../../subscription';
import type { AuthContext } from '../../../shared/tenant';
import { BusinessAccess, CustomerBook, CustomerNotifier, InvoiceMaker, type InvoiceOrder, type MadeInvoice } from '../application/ports/partners';

/** Billing makes and issues the invoices, as it does a hand-made one. */
@Injectable()
export class BillingInvoiceMaker extends InvoiceMaker {
  constructor(private readonly drafts: InvoiceDrafts) {
    super();
  }

  createDraft(auth: AuthContext, order: InvoiceOrder): Promise<MadeInvoice> {
    return this.drafts.createFromTemplate(auth, draftOf(order));
  }

  issue(auth: AuthContext, invoiceId: string): Promise<MadeInvoice> {
    return this.drafts.issue(auth, invoiceId);
  }

  redateDraft(auth: AuthContext, invoiceId: string, order: InvoiceOrder): Promise<MadeInvoice> {
    return this.drafts.updateFromTemplate(auth, invoiceId, draftOf(order));
  }
}

function draftOf(order: InvoiceOrder): DraftFromTemplate {
  return {
    ...order,
    items: order.items.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      description: line.description,
      hsn: line.hsnCode,
      quantity: line.quantity,
      // The template's DTO accepts only UNITS.
      unit: line.unit as Unit,
      rate: line.rate,
      discount: 0,
      gstRate: line.gstRate,
      cessRate: 0,
      serialNumber: null,
    })),
  };
}

@Injectable()
export class CrmCustomerBook extends CustomerBook {
  constructor(private readonly directory: CustomerDirectory) {
    super();
  }

  async name(businessId: string, customerId: string): Promise<string | null> {
    return (await this.directory.getForBusiness(businessId, customerId))?.name ?? null;
  }
}

/** The subscription module's rule for scheduled work, and its news that a business may run again. */
@Injectable()
export class SubscriptionBusinessAccess extends BusinessAccess {
  constructor(
    private readonly access: SubscriptionAccess,
    private readonly regained: AccessRegained,
  ) {
    super();
  }

  hasAccess(businessId: string): Promise<boolean> {
    return this.access.businessHasAccess(businessId, 'business');
  }

  onAccessRegained(listener: (businessId: string) => Promise<void>): void {
    this.regained.subscribe('recurring.waiting-periods', listener);
  }
}

/** Messages go through the communications queue: one delivery row per key, sent once. */
@Injectable()
export class CommunicationsCustomerNotifier extends CustomerNotifier {
  constructor(private readonly sends: SendCommunicationsService) {
    super();
  }

  notify(businessId: string, invoiceId: string, channel: 'email' | 'whatsapp', deliveryKey: string, interactive: boolean): Promise<RecurringNotificationResponse> {
    return this.sends.notifyIssuedInvoice(businessId, invoiceId, channel, deliveryKey, interactive);
  }
}
