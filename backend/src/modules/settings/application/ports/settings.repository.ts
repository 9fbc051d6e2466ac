import type { BusinessConfig, GstSettings } from '../../domain/business-settings';

/** Persistence of a business's settings: one row per business, created on its first save. */
export abstract class SettingsRepository {
  /**
   * Config and GST settings together, or null when the business never saved either; `revision`
   * changes with every save (see settingsRevisionIs).
   */
  abstract find(businessId: string): Promise<{ config: BusinessConfig; gst: GstSettings; revision: string } | null>;
  /** Inserts or updates the config columns only. */
  abstract saveConfig(businessId: string, config: BusinessConfig): Promise<void>;
  /** Inserts or updates the GST-settings columns only. */
  abstract saveGstSettings(businessId: string, settings: GstSettings): Promise<void>;
}

/** What the owner gave at sign-up: the company details' defaults until the configuration is saved. */
export interface SignUpDetails {
  companyName: string;
  companyAddress: string | null;
  companyPhone: string | null;
  companyEmail: string | null;
}

export abstract class SignUpDetailsSource {
  abstract ofBusiness(businessId: string): Promise<SignUpDetails | null>;
}
