import { Injectable } from '@nestjs/common';
import { type BusinessConfig, DEFAULT_GST_SETTINGS, defaultConfig } from '../domain/business-settings';
import { SettingsRepository } from './ports/settings.repository';

/**
 * What billing needs to know about the supplier: place of supply, numbering, PDFs. `stateCode` is
 * the supplier state: from the GSTIN, else as configured; null when neither is known.
 */
export interface BusinessProfile extends BusinessConfig {
  businessId: string;
  isComposition: boolean;
}

/** Public API: the business's profile in one query (defaults when it never saved its settings). */
@Injectable()
export class BusinessProfileReader {
  constructor(private readonly repository: SettingsRepository) {}

  async getProfile(businessId: string): Promise<BusinessProfile> {
    const saved = await this.repository.find(businessId);
    // A business that never saved its configuration has no company name yet: billing shows ''.
    const config = saved?.config ?? defaultConfig();
    const gst = saved?.gst ?? DEFAULT_GST_SETTINGS;
    return {
      businessId,
      ...config,
      stateCode: config.gstNumber ? config.gstNumber.slice(0, 2) : config.stateCode,
      isComposition: gst.isComposition,
    };
  }
}
