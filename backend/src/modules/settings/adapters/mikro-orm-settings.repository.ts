import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../platform/clock/clock';
import { BusinessConfig, GstSettings } from '../domain/business-settings';
import { SettingsRepository } from '../application/ports/settings.repository';
import { type BusinessSettingsRow, BusinessSettingsSchema } from './business-settings.entity';

const CONFIG_FIELDS = [
  'gstEnabled',
  'gstNumber',
  'stateCode',
  'companyName',
  'companyAddress',
  'companyCity',
  'companyPincode',
  'companyPhone',
  'companyEmail',
  'defaultGstRate',
  'udyam',
  'upiId',
  'bankName',
  'bankAccountNumber',
  'bankIfsc',
  'bankBranch',
  'invoicePrefix',
  'roundOff',
] as const satisfies readonly (keyof BusinessConfig)[];
const GST_FIELDS = ['cgstRate', 'sgstRate', 'igstRate', 'cessRate', 'isComposition', 'filingFrequency'] as const satisfies readonly (keyof GstSettings)[];

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
    const row = await this.em.findOne(BusinessSettingsSchema, { businessId }, { disableIdentityMap: true });
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
