import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain-error';
import {
  applyConfig,
  applyGstSettings,
  BusinessConfig,
  ConfigInput,
  DEFAULT_GST_SETTINGS,
  defaultConfig,
  GstSettings,
  GstSettingsInput,
} from '../domain/business-settings';
import { SettingsRepository, SignUpDetailsSource } from './ports/settings.repository';

/** GET/POST /api/config and /api/gst-settings. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly signUps: SignUpDetailsSource,
  ) {}

  /** The saved config, or defaults (company details from the owner's sign-up). */
  async getConfig(businessId: string): Promise<BusinessConfig> {
    const saved = await this.repository.find(businessId);
    if (saved) return saved.config;
    return defaultConfig((await this.signUps.ofBusiness(businessId)) ?? undefined);
  }

  async saveConfig(businessId: string, input: ConfigInput): Promise<BusinessConfig> {
    const current = await this.getConfig(businessId);
    const result = applyConfig(current, input);
    if ('errors' in result) throw DomainError.validation(result.errors, Object.values(result.errors)[0]);
    await this.repository.saveConfig(businessId, result.config);
    return result.config;
  }

  async getGstSettings(businessId: string): Promise<GstSettings> {
    const saved = await this.repository.find(businessId);
    return saved ? saved.gst : { ...DEFAULT_GST_SETTINGS };
  }

  async saveGstSettings(businessId: string, input: GstSettingsInput): Promise<GstSettings> {
    const result = applyGstSettings(await this.getGstSettings(businessId), input);
    if ('errors' in result) throw DomainError.validation(result.errors, Object.values(result.errors)[0]);
    await this.repository.saveGstSettings(businessId, result.settings);
    return result.settings;
  }
}
