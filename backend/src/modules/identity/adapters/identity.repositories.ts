import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/clock/clock';
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
import { BusinessRow, EmailOtpRow, LoginFailureRow, SessionRow, UserRow } from './identity.entities';

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
}

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
    const rows = await this.em.getConnection().execute<Record<string, unknown>[]>(
      `update email_otps set attempts = attempts + 1 where id = ? and purpose = ? returning *`,
      [id, purpose],
    );
    return rows[0] ? toOtpRecord(rows[0]) : null;
  }

  async consume(id: string, tokenHash: string, tokenExpiresAt: Date): Promise<boolean> {
    const updated = await this.em.nativeUpdate(EmailOtpRow, { id, consumedAt: null }, { consumedAt: this.clock.now(), tokenHash, tokenExpiresAt });
    return updated === 1;
  }

  find(id: string, purpose: OtpPurpose): Promise<OtpRecord | null> {
    return this.em.findOne(EmailOtpRow, { id, purpose }, { disableIdentityMap: true });
  }

  async useToken(id: string): Promise<boolean> {
    return (await this.em.nativeUpdate(EmailOtpRow, { id, tokenUsedAt: null }, { tokenUsedAt: this.clock.now() })) === 1;
  }

  deleteCreatedBefore(cutoff: Date): Promise<number> {
    return this.em.nativeDelete(EmailOtpRow, { createdAt: { $lt: cutoff } });
  }
}

/**
 * Rows of `table` since `since` per e-mail, per IP and per pair. Runs in the caller's transaction
 * (em.execute), so after UnitOfWork.lock it sees every earlier request's row.
 */
async function countWindow(em: EntityManager, table: 'email_otps' | 'login_failures', ipColumn: 'request_ip' | 'ip', email: string, ip: string, since: Date): Promise<WindowCounts> {
  const pair = `email = ? and ${ipColumn} = ?`;
  const [row] = await em.execute<Record<'by_pair' | 'by_email' | 'by_ip' | 'oldest_pair' | 'oldest_email' | 'oldest_ip', string | Date | null>[]>(
    `select count(*) filter (where ${pair}) as by_pair, count(*) filter (where email = ?) as by_email, count(*) filter (where ${ipColumn} = ?) as by_ip,
            min(created_at) filter (where ${pair}) as oldest_pair, min(created_at) filter (where email = ?) as oldest_email,
            min(created_at) filter (where ${ipColumn} = ?) as oldest_ip
       from ${table} where (email = ? or ${ipColumn} = ?) and created_at > ?`,
    [email, ip, email, ip, email, ip, email, ip, email, ip, since],
  );
  // The driver returns timestamps of raw queries as text.
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return {
    byEmailAndIp: Number(row.by_pair),
    byEmail: Number(row.by_email),
    byIp: Number(row.by_ip),
    oldestByEmailAndIp: date(row.oldest_pair),
    oldestByEmail: date(row.oldest_email),
    oldestByIp: date(row.oldest_ip),
  };
}

function toOtpRecord(row: Record<string, unknown>): OtpRecord {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    id: row.id as string,
    purpose: row.purpose as OtpPurpose,
    email: row.email as string,
    userId: (row.user_id as string | null) ?? null,
    codeHash: row.code_hash as string,
    expiresAt: date(row.expires_at)!,
    attempts: Number(row.attempts),
    consumedAt: date(row.consumed_at),
    tokenHash: (row.token_hash as string | null) ?? null,
    tokenExpiresAt: date(row.token_expires_at),
    tokenUsedAt: date(row.token_used_at),
  };
}

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
    const [row] = await this.em.getConnection().execute<
      { id: string; user_id: string; business_id: string; email: string; role: 'user' | 'admin'; expires_at: Date; revoked_at: Date | null }[]
    >(
      `select s.id, s.user_id, u.business_id, u.email, u.role, s.expires_at, s.revoked_at
         from sessions s join users u on u.id = s.user_id where s.id = ?`,
      [id],
    );
    if (!row) return null;
    return {
      id: row.id,
      userId: row.user_id,
      businessId: row.business_id,
      email: row.email,
      role: row.role,
      expiresAt: new Date(row.expires_at),
      revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    };
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
