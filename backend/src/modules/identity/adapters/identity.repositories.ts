import { Injectable } from '@nestjs/common';
import { EntityManager, type FilterQuery, QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { Clock } from '../../../platform/clock/clock';
import { column, entityRows, parsedRows } from '../../../platform/database/sql-rows';
import type { KeysetPosition, Slice } from '../../../shared/cursor';
import { sliceRows } from '../../../shared/cursor';
import { likeLiteral } from '../../../shared/like';
import { IdentityErrors } from '../domain/identity-errors';
import type { OtpPurpose, WindowCounts } from '../domain/otp-policy';
import {
  LoginAttemptRepository,
  NewUser,
  OtpRecord,
  OtpRepository,
  SessionRecord,
  SessionRepository,
  UserRecord,
  UserRepository,
} from '../application/ports/identity-store';
import { BusinessRow, EmailOtpRow, EmailOtpSchema, LoginFailureRow, SessionRow, UserRow, UserSchema } from './identity.entities';

@Injectable()
export class MikroOrmUserRepository extends UserRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.em.findOne(UserRow, { email });
  }

  findById(id: string): Promise<UserRecord | null> {
    return this.em.findOne(UserRow, { id });
  }

  findOwnerOfBusiness(businessId: string): Promise<UserRecord | null> {
    // Also read outside a request (documents rendered in the worker): its own identity map, but inside
    // a transaction (issuing an invoice) on the transaction's connection, the only one PGlite serves.
    return this.em.fork({ keepTransactionContext: true }).findOne(UserRow, { businessId }, { orderBy: { createdAt: 'asc' } });
  }

  async createWithBusiness(user: NewUser): Promise<UserRecord> {
    const now = this.clock.now();
    const business: BusinessRow = { id: randomUUID(), name: user.businessName, createdAt: now };
    const row: UserRow = { ...user, id: randomUUID(), businessId: business.id, profileImageUrl: null, role: 'user', createdAt: now, updatedAt: now };
    try {
      // Native inserts, in order: the business must exist before the user that references it.
      await this.em.insert(BusinessRow, business);
      await this.em.insert(UserRow, row);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw IdentityErrors.emailTaken();
      throw error;
    }
    return row;
  }

  async updatePassword(userId: string, passwordHash: string): Promise<void> {
    await this.em.nativeUpdate(UserRow, { id: userId }, { passwordHash, updatedAt: this.clock.now() });
  }

  async listAll(query: { search?: string; limit: number; after?: KeysetPosition }): Promise<Slice<UserRecord>> {
    const where: FilterQuery<UserRow> = {};
    if (query.search) {
      const pattern = `%${likeLiteral(query.search)}%`;
      where.$or = [{ email: { $ilike: pattern } }, { firstName: { $ilike: pattern } }, { lastName: { $ilike: pattern } }, { businessName: { $ilike: pattern } }];
    }
    // E-mails are stored lower-cased and unique: (email, id) is a total order the unique index serves.
    const qb = this.em.createQueryBuilder(UserSchema).select('*').where(where).orderBy({ email: QueryOrder.ASC, id: QueryOrder.ASC }).limit(query.limit + 1);
    if (query.after) qb.andWhere(`(email, id) > (?, ?)`, [query.after.key, query.after.id]);
    const rows = await entityRows<UserRow>(this.em, UserSchema, qb);
    return sliceRows(rows, query.limit, (row) => row, (row) => row.email);
  }

  async countAll(now: Date): Promise<{ total: number; activeTrials: number; admins: number }> {
    const [row] = await parsedRows(
      this.em,
      UserCountsRow,
      `select count(*) as total, count(*) filter (where trial_start_date <= ? and trial_end_date > ?) as "activeTrials", count(*) filter (where role = 'admin') as admins from users`,
      [now, now],
    );
    return row;
  }

  setRole(userId: string, role: UserRecord['role']): Promise<UserRecord | null> {
    return this.updateReturning(userId, { role });
  }

  setTrial(userId: string, trialStartDate: Date, trialEndDate: Date): Promise<UserRecord | null> {
    return this.updateReturning(userId, { trialStartDate, trialEndDate });
  }

  private async updateReturning(userId: string, changes: Partial<UserRow>): Promise<UserRecord | null> {
    const changed = await this.em.nativeUpdate(UserRow, { id: userId }, { ...changes, updatedAt: this.clock.now() });
    return changed ? this.em.findOne(UserRow, { id: userId }, { disableIdentityMap: true }) : null;
  }
}

const UserCountsRow = z.object({ total: column.count, activeTrials: column.count, admins: column.count });

@Injectable()
export class MikroOrmOtpRepository extends OtpRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  async create(otp: Parameters<OtpRepository['create']>[0]): Promise<void> {
    await this.em.insert(EmailOtpRow, { ...otp, attempts: 0 });
  }

  countSends(email: string, ip: string, since: Date): Promise<WindowCounts> {
    return countWindow(this.em, 'email_otps', 'request_ip', email, ip, since);
  }

  async registerAttempt(id: string, purpose: OtpPurpose): Promise<OtpRecord | null> {
    // Adds to the counter and returns the row in one statement, so two tries never read the same count.
    const [row] = await entityRows<EmailOtpRow>(this.em, EmailOtpSchema, `update email_otps set attempts = attempts + 1 where id = ? and purpose = ? returning *`, [
      id,
      purpose,
    ]);
    if (!row) return null;
    const { requestIp: _ip, createdAt: _created, ...otp } = row;
    return otp;
  }

  async consume(id: string, tokenHash: string, tokenExpiresAt: Date): Promise<boolean> {
    const updated = await this.em.nativeUpdate(EmailOtpRow, { id, consumedAt: null }, { consumedAt: this.clock.now(), tokenHash, tokenExpiresAt });
    return updated === 1;
  }

  find(id: string, purpose: OtpPurpose): Promise<OtpRecord | null> {
    return this.em.findOne(EmailOtpRow, { id, purpose }, { disableIdentityMap: true });
  }

  async findLatestId(purpose: OtpPurpose, userId: string): Promise<string | null> {
    const row = await this.em.findOne(EmailOtpRow, { purpose, userId }, { orderBy: { createdAt: 'desc' }, fields: ['id'], disableIdentityMap: true });
    return row?.id ?? null;
  }

  async useToken(id: string): Promise<boolean> {
    return (await this.em.nativeUpdate(EmailOtpRow, { id, tokenUsedAt: null }, { tokenUsedAt: this.clock.now() })) === 1;
  }

  deleteCreatedBefore(cutoff: Date): Promise<number> {
    return this.em.nativeDelete(EmailOtpRow, { createdAt: { $lt: cutoff } });
  }

  async claimEmail(id: string, at: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(EmailOtpRow, { id, emailSentAt: null }, { emailSentAt: at })) === 1;
  }

  async releaseEmail(id: string): Promise<void> {
    await this.em.nativeUpdate(EmailOtpRow, { id }, { emailSentAt: null });
  }
}

const WindowRow = z.object({
  byEmailAndIp: column.count,
  byEmail: column.count,
  byIp: column.count,
  oldestByEmailAndIp: column.instant.nullable(),
  oldestByEmail: column.instant.nullable(),
  oldestByIp: column.instant.nullable(),
});

/**
 * Rows of `table` since `since` per e-mail, per IP and per pair. Runs in the caller's transaction
 * (em.execute), so after UnitOfWork.lock it sees every earlier request's row.
 */
async function countWindow(em: EntityManager, table: 'email_otps' | 'login_failures', ipColumn: 'request_ip' | 'ip', email: string, ip: string, since: Date): Promise<WindowCounts> {
  const pair = `email = ? and ${ipColumn} = ?`;
  const [row] = await parsedRows(
    em,
    WindowRow,
    `select count(*) filter (where ${pair}) as "byEmailAndIp", count(*) filter (where email = ?) as "byEmail", count(*) filter (where ${ipColumn} = ?) as "byIp",
            min(created_at) filter (where ${pair}) as "oldestByEmailAndIp", min(created_at) filter (where email = ?) as "oldestByEmail",
            min(created_at) filter (where ${ipColumn} = ?) as "oldestByIp"
       from ${table} where (email = ? or ${ipColumn} = ?) and created_at > ?`,
    [email, ip, email, ip, email, ip, email, ip, email, ip, since],
  );
  return row;
}

const SessionWithUserRow = z.object({
  id: column.uuid,
  userId: column.uuid,
  businessId: column.uuid,
  email: column.text,
  role: z.enum(['user', 'admin']),
  expiresAt: column.instant,
  revokedAt: column.instant.nullable(),
});

@Injectable()
export class MikroOrmSessionRepository extends SessionRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  async create(session: Parameters<SessionRepository['create']>[0]): Promise<void> {
    await this.em.insert(SessionRow, { ...session, createdAt: this.clock.now(), revokedAt: null });
  }

  async findWithUser(id: string): Promise<SessionRecord | null> {
    // One round trip on every signed-in request: the session and its user's tenant and role.
    const [row] = await parsedRows(
      this.em,
      SessionWithUserRow,
      `select s.id, s.user_id as "userId", u.business_id as "businessId", u.email, u.role, s.expires_at as "expiresAt", s.revoked_at as "revokedAt"
         from sessions s join users u on u.id = s.user_id where s.id = ?`,
      [id],
    );
    return row ?? null;
  }

  async revoke(id: string): Promise<void> {
    await this.em.nativeUpdate(SessionRow, { id, revokedAt: null }, { revokedAt: this.clock.now() });
  }

  async revokeAllForUser(userId: string): Promise<void> {
    await this.em.nativeUpdate(SessionRow, { userId, revokedAt: null }, { revokedAt: this.clock.now() });
  }

  deleteEndedBefore(cutoff: Date): Promise<number> {
    return this.em.nativeDelete(SessionRow, { $or: [{ expiresAt: { $lt: cutoff } }, { revokedAt: { $lt: cutoff } }] });
  }
}

@Injectable()
export class MikroOrmLoginAttemptRepository extends LoginAttemptRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async recordFailure(email: string, ip: string, at: Date): Promise<void> {
    await this.em.insert(LoginFailureRow, { id: randomUUID(), email, ip, createdAt: at });
  }

  countFailures(email: string, ip: string, since: Date): Promise<WindowCounts> {
    return countWindow(this.em, 'login_failures', 'ip', email, ip, since);
  }

  async clearFailures(email: string, ip: string): Promise<void> {
    await this.em.nativeDelete(LoginFailureRow, { email, ip });
  }

  deleteFailuresBefore(cutoff: Date): Promise<number> {
    return this.em.nativeDelete(LoginFailureRow, { createdAt: { $lt: cutoff } });
  }
}
