import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { AccountDeletionRecord, AccountDeletionRepository } from '../application/ports/account-deletions';
import { AccountDeletionRow } from './account-deletion.entity';
import { UserRow } from './identity.entities';

@Injectable()
export class MikroOrmAccountDeletionRepository extends AccountDeletionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async create(deletion: AccountDeletionRecord): Promise<boolean> {
    // A second request (a double click) waits for the first one's row and keeps it: one schedule, one e-mail.
    const inserted = await this.em.createQueryBuilder(AccountDeletionRow).insert(deletion).onConflict('businessId').ignore().execute('run');
    return inserted.affectedRows === 1;
  }

  find(businessId: string): Promise<AccountDeletionRecord | null> {
    return this.em.findOne(AccountDeletionRow, { businessId }, { disableIdentityMap: true });
  }

  async cancelIfBefore(businessId: string, now: Date): Promise<boolean> {
    return (await this.em.nativeDelete(AccountDeletionRow, { businessId, scheduledFor: { $gt: now } })) === 1;
  }

  async userIdsOf(businessId: string): Promise<string[]> {
    const users = await this.em.find(UserRow, { businessId }, { fields: ['id'], disableIdentityMap: true });
    return users.map((user) => user.id);
  }

  async dueBusinessIds(now: Date, limit: number): Promise<string[]> {
    const due = await this.em.find(AccountDeletionRow, { scheduledFor: { $lte: now } }, { fields: ['businessId'], orderBy: { scheduledFor: 'asc' }, limit, disableIdentityMap: true });
    return due.map((row) => row.businessId);
  }

  async lockDue(businessId: string, now: Date): Promise<boolean> {
    // FOR UPDATE: a second worker waits here, then finds the row gone with the rest of the business.
    const row = await this.em.findOne(AccountDeletionRow, { businessId, scheduledFor: { $lte: now } }, { lockMode: LockMode.PESSIMISTIC_WRITE, disableIdentityMap: true });
    return row !== null;
  }

  async claimNotice(businessId: string, requestedAt: Date, now: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(AccountDeletionRow, { businessId, requestedAt, noticeSentAt: null }, { noticeSentAt: now })) === 1;
  }

  async releaseNotice(businessId: string, requestedAt: Date): Promise<void> {
    await this.em.nativeUpdate(AccountDeletionRow, { businessId, requestedAt }, { noticeSentAt: null });
  }
}
