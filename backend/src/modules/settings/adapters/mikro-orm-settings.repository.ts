import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { REQUEST_BODY_FIELDS } from '@hisaab/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { entityRows } from '../../../platform/database/sql-rows';
import { sql } from '../../../platform/database/sql';
import { Clock } from '../../../platform/clock/clock';
import { BusinessConfig, GstSettings } from '../domain/business-settings';
import { SettingsRepository } from '../application/ports/settings.repository';
import { type BusinessSettingsRow, BusinessSettingsSchema } from './business-settings.entity';

/** Every field of the configuration and of the GST settings: the contract keeps the complete lists. */
const { SaveConfigDto: CONFIG_FIELDS, SaveGstSettingsDto: GST_FIELDS } = REQUEST_BODY_FIELDS;

function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}

@Injectable()
export class MikroOrmSettingsRepository extends SettingsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  async find(businessId: string): Promise<{ config: BusinessConfig; gst: GstSettings } | null> {
    // Prepared (sql-rows.ts): every invoice create reads the supplier from here.
    const [row] = await entityRows<BusinessSettingsRow>(this.em, BusinessSettingsSchema, sql`select * from business_settings where business_id = ${businessId}`);
    if (!row) return null;
    return { config: pick(row, CONFIG_FIELDS), gst: pick(row, GST_FIELDS) };
  }

  saveConfig(businessId: string, config: BusinessConfig): Promise<void> {
    return this.upsert(businessId, pick(config, CONFIG_FIELDS));
  }

  saveGstSettings(businessId: string, settings: GstSettings): Promise<void> {
    return this.upsert(businessId, pick(settings, GST_FIELDS));
  }

  /** One statement: the first save creates the row (the other fields take their defaults). */
  private async upsert(businessId: string, values: Partial<BusinessSettingsRow>): Promise<void> {
    const updatedAt = this.clock.now();
    await this.em.upsert(
      BusinessSettingsSchema,
      { id: randomUUID(), businessId, ...values, updatedAt },
      { onConflictFields: ['businessId'], onConflictAction: 'merge', onConflictMergeFields: [...(Object.keys(values) as (keyof BusinessSettingsRow)[]), 'updatedAt'], disableIdentityMap: true },
    );
  }
}
