/** Public API of the settings module: business configuration and GST settings. */
import type { EntitySchema } from '@mikro-orm/core';
import { BusinessSettingsSchema } from './adapters/business-settings.entity';

export { SettingsModule } from './settings.module';
export { BusinessProfileReader, printedBusiness } from './application/business-profile.reader';
export { settingsRevisionIs } from './adapters/mikro-orm-settings.repository';
export type { BusinessProfile, PrintedBusiness } from './application/business-profile.reader';
export type { BusinessConfig, GstSettings, FilingFrequency } from './domain/business-settings';

export const settingsEntities: EntitySchema[] = [BusinessSettingsSchema as EntitySchema];
