import { Injectable } from '@nestjs/common';
import { DocumentNumbering, InvoiceCancellations, InvoiceDrafts } from '../../billing';
import { CustomerDirectory } from '../../crm';
import { StockLedger } from '../../inventory';
import { BusinessProfileReader, printedBusiness } from '../../settings';
import type { AuthContext } from '../../../shared/tenant';
import {
  ChallanInvoiceDraft,
  ChallanInvoicing,
  ChallanNumbers,
  ChallanStock,
  Consignee,
  ConsigneeLookup,
  ConsignerDetails,
  ConsignerProfiles,
  InvoiceCancellationFeed,
  StockLine,
} from '../application/ports/partners';

/** The consigner from the settings module's business profile. */
@Injectable()
export class SettingsConsignerProfiles extends ConsignerProfiles {
  constructor(private readonly profiles: BusinessProfileReader) {
    super();
  }

  async get(businessId: string): Promise<ConsignerDetails> {
    const p = await this.profiles.getProfile(businessId);
    return {
      ...printedBusiness(p),
      registered: p.gstEnabled,
      composition: p.isComposition,
    };
  }
}

@Injectable()
export class CrmConsigneeLookup extends ConsigneeLookup {
  constructor(private readonly directory: CustomerDirectory) {
    super();
  }

  get(businessId: string, id: string): Promise<Consignee | null> {
    return this.directory.getForBusiness(businessId, id);
  }
}

/** The DC series of billing's one numbering service. */
@Injectable()
export class BillingChallanNumbers extends ChallanNumbers {
  constructor(private readonly numbering: DocumentNumbering) {
    super();
  }

  next(businessId: string, challanDate: string): Promise<string> {
    return this.numbering.next('challan', businessId, challanDate);
  }
}

/** Inventory's stock ledger, as invoices use it: 'challan' rows out, 'challan_returned' rows back. */
@Injectable()
export class LedgerChallanStock extends ChallanStock {
  constructor(private readonly ledger: StockLedger) {
    super();
  }

  unknownProducts(businessId: string, productIds: readonly string[]): Promise<string[]> {
    return this.ledger.unknownProducts(businessId, productIds);
  }

  async takeOut(businessId: string, challan: { id: string; challanNumber: string }, lines: StockLine[]): Promise<void> {
    await this.ledger.takeOutForChallan(businessId, challan.id, challan.challanNumber, lines);
  }

  async putBack(businessId: string, challan: { id: string; challanNumber: string }, lines?: StockLine[]): Promise<void> {
    await this.ledger.returnForChallan(businessId, challan.id, challan.challanNumber, lines);
  }
}

/** Billing's draft invoices, made by the same rules as a hand-made one. */
@Injectable()
export class BillingChallanInvoicing extends ChallanInvoicing {
  constructor(private readonly drafts: InvoiceDrafts) {
    super();
  }

  createDraft(auth: AuthContext, draft: ChallanInvoiceDraft): Promise<{ id: string; invoiceNumber: string }> {
    return this.drafts.createFromChallan(auth, {
      customerId: draft.customerId,
      invoiceDate: draft.invoiceDate,
      dueDate: draft.dueDate,
      placeOfSupply: draft.placeOfSupply,
      notes: draft.notes,
      items: draft.lines.map((line) => ({ ...line, description: null, discount: 0, cessRate: 0, serialNumber: null })),
      source: { challanId: draft.challan.id, challanNumber: draft.challan.challanNumber, goodsOut: draft.goodsOut },
    });
  }
}

/** Billing's news of cancelled invoices, those made from a challan. */
@Injectable()
export class BillingInvoiceCancellationFeed extends InvoiceCancellationFeed {
  constructor(private readonly cancellations: InvoiceCancellations) {
    super();
  }

  onCancelled(listener: (businessId: string, cancelled: { invoiceId: string; challanId: string }) => Promise<void>): void {
    this.cancellations.subscribe('dispatch.challan-release', async (businessId, invoice) => {
      if (invoice.sourceChallanId) await listener(businessId, { invoiceId: invoice.id, challanId: invoice.sourceChallanId });
    });
  }
}
