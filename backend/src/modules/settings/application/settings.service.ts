import { Clock } from '../../../platform/clock/clock';
import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../../shared/tenant';
import { SettingsErrors } from '../domain/settings-errors';
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
import { BusinessProfileReader } from './business-profile.reader';

/** GET/POST /api/config and /api/gst-settings. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly signUps: SignUpDetailsSource,
    private readonly clock: Clock,
    private readonly profiles: BusinessProfileReader,
  ) {}

  /** The saved config, or defaults (company details from the owner's sign-up). */
  async getConfig(auth: AuthContext): Promise<BusinessConfig> {
    const saved = await this.repository.find(auth.businessId);
    if (saved) return saved.config;
    return defaultConfig((await this.signUps.ofBusiness(auth.businessId)) ?? undefined);
  }

  async saveConfig(auth: AuthContext, input: ConfigInput): Promise<BusinessConfig> {
    const current = await this.getConfig(auth);
    const result = applyConfig(current, input, this.clock.todayInIndia());
    if ('errors' in result) throw SettingsErrors.invalid(result.errors);
    await this.repository.saveConfig(auth.businessId, result.config);
    this.profiles.forget(auth.businessId);
    return result.config;
  }

  async getGstSettings(auth: AuthContext): Promise<GstSettings> {
    const saved = await this.repository.find(auth.businessId);
    return saved ? saved.gst : { ...DEFAULT_GST_SETTINGS };
  }

  async saveGstSettings(auth: AuthContext, input: GstSettingsInput): Promise<GstSettings> {
    const result = applyGstSettings(await this.getGstSettings(auth), input, this.clock.todayInIndia());
    if ('errors' in result) throw SettingsErrors.invalid(result.errors);
    await this.repository.saveGstSettings(auth.businessId, result.settings);
    this.profiles.forget(auth.businessId);
    return result.settings;
  }
}
