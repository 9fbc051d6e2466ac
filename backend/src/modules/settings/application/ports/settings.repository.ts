import type { BusinessConfig, GstSettings } from '../../domain/business-settings';

/** Persistence of a business's settings: one row per business, created on its first save. */
export abstract class SettingsRepository {
  /** Config and GST settings together, or null when the business never saved either. */
  abstract find(businessId: string): Promise<{ config: BusinessConfig; gst: GstSettings } | null>;
  /** Inserts or updates the config columns only. */
  abstract saveConfig(businessId: string, config: BusinessConfig): Promise<void>;
  /** Inserts or updates the GST-settings columns only. */
  abstract saveGstSettings(businessId: string, settings: GstSettings): Promise<void>;
}

/** The business name the user gave at sign-up: the default company name until the owner saves one. */
export abstract class BusinessNameSource {
  abstract businessNameOfUser(userId: string): Promise<string | null>;
}
