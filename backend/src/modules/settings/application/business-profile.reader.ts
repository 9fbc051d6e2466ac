import { Injectable } from '@nestjs/common';
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
  constructor(
    private readonly repository: SettingsRepository,
    private readonly signUps: SignUpDetailsSource,
  ) {}

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
    };
  }
}
