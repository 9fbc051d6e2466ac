import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { SessionRecord, SessionRepository } from '../application/ports/identity-store';
import { MikroOrmSessionRepository } from './identity.repositories';

/**
 * How long a session read for a bearer token is reused without asking the database again. Every
 * authenticated request checks its session; this saves that round trip on a busy client. A sign-out
 * or password reset in this process takes effect at once; one in another API process (several
 * replicas behind a load balancer) reaches this one within this time.
 */
export const SESSION_CACHE_TTL_MS = 2000;
const SESSION_CACHE_MAX = 10_000;

type Entry = SessionRecord | 'revoked';

/** SessionRepository with the sessions of recent requests kept for SESSION_CACHE_TTL_MS. */
@Injectable()
export class CachedSessionRepository extends SessionRepository {
  // A revoked session stays here as 'revoked' for the TTL, so a read that began before the
  // revocation cannot put the live row back.
  private readonly sessions = new LRUCache<string, Entry>({ max: SESSION_CACHE_MAX, ttl: SESSION_CACHE_TTL_MS });
  // Users whose sessions were all revoked in the last TTL: their sessions are read afresh.
  private readonly revokedUsers = new LRUCache<string, true>({ max: SESSION_CACHE_MAX, ttl: SESSION_CACHE_TTL_MS });

  constructor(private readonly store: MikroOrmSessionRepository) {
    super();
  }

  create(session: Parameters<SessionRepository['create']>[0]): Promise<void> {
    return this.store.create(session);
  }

  async findWithUser(id: string): Promise<SessionRecord | null> {
    const cached = this.sessions.get(id);
    if (cached === 'revoked') return this.store.findWithUser(id);
    if (cached && !this.revokedUsers.has(cached.userId)) return cached;
    const session = await this.store.findWithUser(id);
    if (session && this.sessions.get(id) !== 'revoked' && !this.revokedUsers.has(session.userId)) this.sessions.set(id, session);
    return session;
  }

  async revoke(id: string): Promise<void> {
    this.sessions.set(id, 'revoked');
    await this.store.revoke(id);
    this.sessions.set(id, 'revoked');
  }

  async revokeAllForUser(userId: string): Promise<void> {
    this.revokedUsers.set(userId, true);
    await this.store.revokeAllForUser(userId);
    this.revokedUsers.set(userId, true);
  }

  deleteEndedBefore(cutoff: Date): Promise<number> {
    return this.store.deleteEndedBefore(cutoff);
  }
}
