import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { type BusinessConfig, DEFAULT_GST_SETTINGS, defaultConfig, type FilingFrequency } from '../domain/business-settings';
import { SettingsRepository, SignUpDetailsSource } from './ports/settings.repository';

/**
 * What billing needs to know about the supplier: place of supply, numbering, PDFs. `stateCode` is
 * the supplier state: from the GSTIN, else as configured; null when neither is known.
 */
export interface BusinessProfile extends BusinessConfig {
  businessId: string;
  isComposition: boolean;
  /** GST returns are filed monthly or quarterly (QRMP). */
  filingFrequency: FilingFrequency;
  /** Changes with every save of the settings; null while they were never saved (settingsRevisionIs). */
  revision: string | null;
}

/** The business as every document prints it (invoice, challan, return): name, GSTIN, state, address, contact. */
export interface PrintedBusiness {
  name: string;
  gstin: string | null;
  stateCode: string | null;
  address: string | null;
  city: string | null;
  pincode: string | null;
  phone: string | null;
  email: string | null;
}

export function printedBusiness(p: BusinessProfile): PrintedBusiness {
  return {
    name: p.companyName,
    gstin: p.gstNumber,
    stateCode: p.stateCode,
    address: p.companyAddress,
    city: p.companyCity,
    pincode: p.companyPincode,
    phone: p.companyPhone,
    email: p.companyEmail,
  };
}

/** Public API: the business's profile in one query (defaults when it never saved its settings). */
@Injectable()
export class BusinessProfileReader {
  /** Saved profiles lately read, for recentProfile; a save through this process drops its entry. */
  private readonly recent = new LRUCache<string, Readonly<BusinessProfile>>({ max: 2_000, ttl: 10 * 60_000 });

  constructor(
    private readonly repository: SettingsRepository,
    private readonly signUps: SignUpDetailsSource,
  ) {}

  /**
   * The profile as lately read, without a round trip, for a writer that checks in its own statement
   * that the settings are still at its `revision` (settingsRevisionIs) and asks again with `forget`
   * when they are not: invoice creation, a measured hot path (`npm run bench`, invoices.create). A
   * business that never saved its settings is read afresh each time (its sign-up details have no
   * revision).
   */
  async recentProfile(businessId: string): Promise<Readonly<BusinessProfile>> {
    const kept = this.recent.get(businessId);
    if (kept) return kept;
    // Frozen: every caller shares the kept object.
    const profile = Object.freeze(await this.getProfile(businessId));
    if (profile.revision !== null) this.recent.set(businessId, profile);
    return profile;
  }

  forget(businessId: string): void {
    this.recent.delete(businessId);
  }

  async getProfile(businessId: string): Promise<BusinessProfile> {
    const saved = await this.repository.find(businessId);
    // A business that never saved its configuration prints what it gave at sign-up.
    const config = saved?.config ?? defaultConfig((await this.signUps.ofBusiness(businessId)) ?? undefined);
    const gst = saved?.gst ?? DEFAULT_GST_SETTINGS;
    return {
      businessId,
      ...config,
      stateCode: config.gstNumber ? config.gstNumber.slice(0, 2) : config.stateCode,
      isComposition: gst.isComposition,
      filingFrequency: gst.filingFrequency,
      revision: saved?.revision ?? null,
    };
  }
}
