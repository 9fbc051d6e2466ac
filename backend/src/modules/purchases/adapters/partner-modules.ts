import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain-error';
import { StockLedger } from '../../inventory';
import { BusinessProfileReader } from '../../settings';
import type { TaxStanding } from '../domain/input-tax-credit';
import { PurchaseStock, type ReceivedLine, TaxStandings } from '../application/ports/partners';

/** The business's GSTIN, state and scheme from the settings module's profile. */
@Injectable()
export class SettingsTaxStandings extends TaxStandings {
  constructor(private readonly profiles: BusinessProfileReader) {
    super();
  }

  async get(businessId: string): Promise<TaxStanding> {
    const profile = await this.profiles.getProfile(businessId);
    return { gstin: profile.gstNumber, stateCode: profile.stateCode, composition: profile.isComposition };
  }
}

/** Stock in through the inventory module's ledger. */
@Injectable()
export class InventoryPurchaseStock extends PurchaseStock {
  constructor(private readonly ledger: StockLedger) {
    super();
  }

  async putIn(businessId: string, purchase: { id: string; billNumber: string }, lines: ReceivedLine[]): Promise<{ unknownProductIds: string[] }> {
    try {
      await this.ledger.putInForPurchase(businessId, purchase.id, purchase.billNumber, lines);
      return { unknownProductIds: [] };
    } catch (error) {
      // The ledger names the products that are not the business's; the service says which lines.
      if (error instanceof DomainError && error.code === 'PRODUCT_NOT_FOUND' && Array.isArray(error.details?.productIds)) return { unknownProductIds: error.details.productIds as string[] };
      throw error;
    }
  }
}
