import { Injectable } from '@nestjs/common';
import { CustomerDirectory } from '../../crm';
import { StockLedger } from '../../inventory';
import { type BusinessProfile, BusinessProfileReader, printedBusiness } from '../../settings';
import {
  CustomerInfo,
  CustomerLookup,
  InventoryGateway,
  IssuerDetails,
  IssuerProfiles,
  StockLine,
  SupplierProfile,
  SupplierProfiles,
} from '../application/ports/partners';

/** The supplier from the settings module's business profile. */
@Injectable()
export class SettingsSupplierProfiles extends SupplierProfiles {
  constructor(private readonly profiles: BusinessProfileReader) {
    super();
  }

  async get(businessId: string): Promise<SupplierProfile> {
    return supplierOf(await this.profiles.getProfile(businessId));
  }

  async recent(businessId: string): Promise<SupplierProfile> {
    return supplierOf(await this.profiles.recentProfile(businessId));
  }

  forget(businessId: string): void {
    this.profiles.forget(businessId);
  }
}

function supplierOf(profile: BusinessProfile): SupplierProfile {
  return {
    gstin: profile.gstNumber,
    stateCode: profile.stateCode,
    registered: profile.gstEnabled,
    composition: profile.isComposition,
    roundOff: profile.roundOff,
    invoicePrefix: profile.invoicePrefix,
    revision: profile.revision,
  };
}

/** The business as its documents print it, from the settings module's business profile. */
@Injectable()
export class SettingsIssuerProfiles extends IssuerProfiles {
  constructor(private readonly profiles: BusinessProfileReader) {
    super();
  }

  async get(businessId: string): Promise<IssuerDetails> {
    const p = await this.profiles.getProfile(businessId);
    return {
      ...printedBusiness(p),
      udyam: p.udyam,
      upiId: p.upiId,
      bankName: p.bankName,
      bankAccountNumber: p.bankAccountNumber,
      bankIfsc: p.bankIfsc,
      bankBranch: p.bankBranch,
      registered: p.gstEnabled,
      composition: p.isComposition,
    };
  }
}

@Injectable()
export class CrmCustomerLookup extends CustomerLookup {
  constructor(private readonly directory: CustomerDirectory) {
    super();
  }

  get(businessId: string, id: string): Promise<CustomerInfo | null> {
    return this.directory.getForBusiness(businessId, id);
  }
}

@Injectable()
export class InventoryModuleGateway extends InventoryGateway {
  constructor(
    private readonly ledger: StockLedger,
  ) {
    super();
  }

  async takeOutForInvoice(businessId: string, invoice: { id: string; invoiceNumber: string }, lines: StockLine[]): Promise<void> {
    await this.ledger.takeOutForInvoice(businessId, invoice.id, invoice.invoiceNumber, lines);
  }

  async returnForCancelledInvoice(businessId: string, invoice: { id: string; invoiceNumber: string }): Promise<void> {
    await this.ledger.returnForCancelledInvoice(businessId, invoice.id, invoice.invoiceNumber);
  }

  async returnForCreditNote(businessId: string, note: { id: string; noteNumber: string }, lines: StockLine[]): Promise<void> {
    await this.ledger.returnForCreditNote(businessId, note.id, note.noteNumber, lines);
  }
}
