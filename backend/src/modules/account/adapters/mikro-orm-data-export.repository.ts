import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DataExportRecord, DataExportRepository } from '../application/ports/data-exports';
import { DataExportRow } from './data-export.entity';

@Injectable()
export class MikroOrmDataExportRepository extends DataExportRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async create(record: DataExportRecord): Promise<boolean> {
    // A concurrent second request waits for the first one's row on the unique key, then inserts nothing.
    const inserted = await this.em.createQueryBuilder(DataExportRow).insert(record).onConflict(['businessId', 'day']).ignore().execute('run');
    return inserted.affectedRows === 1;
  }

  find(id: string): Promise<DataExportRecord | null> {
    return this.em.findOne(DataExportRow, { id }, { disableIdentityMap: true });
  }

  findForDay(businessId: string, day: string): Promise<DataExportRecord | null> {
    return this.em.findOne(DataExportRow, { businessId, day }, { disableIdentityMap: true });
  }

  async markBuilt(id: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(DataExportRow, { id, builtAt: null }, { builtAt: at });
  }

  async claimEmail(id: string, at: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(DataExportRow, { id, emailedAt: null }, { emailedAt: at })) === 1;
  }

  async releaseEmail(id: string): Promise<void> {
    await this.em.nativeUpdate(DataExportRow, { id }, { emailedAt: null });
  }
}
