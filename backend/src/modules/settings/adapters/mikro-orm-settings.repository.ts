import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { REQUEST_BODY_FIELDS } from '@hisaab/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { entityRows } from '../../../platform/database/sql-rows';
import { type Sql, sql } from '../../../platform/database/sql';
import { Clock } from '../../../platform/clock/clock';
import { BusinessConfig, GstSettings } from '../domain/business-settings';
import { SettingsRepository } from '../application/ports/settings.repository';
import { type BusinessSettingsRow, BusinessSettingsSchema } from './business-settings.entity';

/** Every field of the configuration and of the GST settings: the contract keeps the complete lists. */
const { SaveConfigDto: CONFIG_FIELDS, SaveGstSettingsDto: GST_FIELDS } = REQUEST_BODY_FIELDS;

function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}

/**
 * A settings row's revision: the id of the transaction that last wrote it (PostgreSQL's xmin), which
 * every update changes and nothing else does.
 */
const REVISION = sql.raw('xmin::text');

/**
 * True while the business's saved settings are still at `revision` (null: never saved), for a
 * statement that writes with a profile read earlier (BusinessProfileReader.recentProfile): a save that
 * any process committed before the statement began is seen, as a fresh read would see it. (One that
 * commits while the statement runs is not, as with any read before a write; locking the row for every
 * create would make each business's creates share a lock on it.) Two saves in one transaction leave one
 * xmin: no code saves settings twice in a transaction, and none reads them in between.
 */
export function settingsRevisionIs(businessId: string, revision: string | null): Sql {
  return sql`(select ${REVISION} from business_settings where business_id = ${businessId}) is not distinct from ${revision}::text`;
}

@Injectable()
export class MikroOrmSettingsRepository extends SettingsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  async find(businessId: string): Promise<{ config: BusinessConfig; gst: GstSettings; revision: string } | null> {
    // Prepared (sql-rows.ts): invoice creation reads the supplier from here.
    const [row] = await entityRows<BusinessSettingsRow & { revision: string }, BusinessSettingsRow>(
      this.em,
      BusinessSettingsSchema,
      sql`select *, ${REVISION} as revision from business_settings where business_id = ${businessId}`,
    );
    if (!row) return null;
    return { config: pick(row, CONFIG_FIELDS), gst: pick(row, GST_FIELDS), revision: row.revision };
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
