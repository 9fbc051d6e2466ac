import { Injectable, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { assertIdempotencyKey, idempotencyKeyReused } from '../../shared/idempotency-key';
import { Clock } from '../clock/clock';
import { UnitOfWork } from '../database/unit-of-work';
import { Housekeeping } from '../housekeeping/housekeeping';

/**
 * How long an Idempotency-Key is kept: ample for a client's retries. Past it, the same key starts a
 * new request (instead of replaying the old answer) and the hourly sweep deletes it.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; requestHash: string; responseStatus: number | null; responseBody: unknown };

/** Where claimed keys and their answers are kept (per business). */
export abstract class IdempotencyStore {
  /**
   * Inside the caller's transaction: records the key, or — when it exists — returns what was
   * stored. A key created before `reclaimBefore` has expired: it is claimed afresh, as if new.
   * A concurrent claim of the same key waits for the first transaction to end.
   */
  abstract claim(businessId: string, key: string, requestHash: string, reclaimBefore: Date): Promise<IdempotencyClaim>;
  abstract complete(businessId: string, key: string, responseStatus: number, responseBody: unknown): Promise<void>;
  /** Deletes the keys of every business created before `cutoff`; returns how many. */
  abstract deleteCreatedBefore(cutoff: Date): Promise<number>;
}

export interface IdempotentCommand {
  businessId: string;
  /** The Idempotency-Key header; without one the command simply runs (in a transaction). */
  key: string | undefined;
  /** e.g. 'POST /api/invoices' — the same key on another endpoint is a different request. */
  scope: string;
  /** The validated request body. */
  request: unknown;
}

export interface CommandResult<T> {
  body: T;
  /** True when this is the stored answer to an earlier request with the same key. */
  replayed: boolean;
  /** A replay's stored HTTP status. */
  status?: number;
}

/**
 * Runs a create command at most once per Idempotency-Key (within IDEMPOTENCY_KEY_TTL_HOURS): the
 * key is claimed in the same transaction as the command's writes, so a retry (even a concurrent
 * one) gets the first answer and no second record. A failed command rolls its claim back, so it
 * can be retried.
 */
@Injectable()
export class IdempotencyService implements OnModuleInit {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly housekeeping: Housekeeping,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.housekeeping.register('idempotency-keys', () => this.store.deleteCreatedBefore(this.expiredBefore()));
  }

  /** `status` is the answer's HTTP status, or a function that gives it once the command has run (a route that picks its status). */
  async execute<T>(command: IdempotentCommand, work: () => Promise<T>, status: number | (() => number) = 201): Promise<CommandResult<T>> {
    const statusNow = () => (typeof status === 'function' ? status() : status);
    const { key } = command;
    if (key === undefined) return { body: await this.unitOfWork.run(work), replayed: false };
    assertIdempotencyKey(key);
    const requestHash = hashRequest(command.scope, command.request);
    return this.unitOfWork.run(async () => {
      const claim = await this.store.claim(command.businessId, key, requestHash, this.expiredBefore());
      if (claim.kind === 'replay') {
        if (claim.requestHash !== requestHash || claim.responseStatus === null) throw idempotencyKeyReused();
        return { body: claim.responseBody as T, replayed: true, status: claim.responseStatus };
      }
      const result = await work();
      // Stored as JSON, so a replay answers exactly what the first call sent.
      await this.store.complete(command.businessId, key, statusNow(), JSON.parse(JSON.stringify(result)));
      return { body: result, replayed: false };
    });
  }

  /** Keys created before this instant have expired. */
  private expiredBefore(): Date {
    return new Date(this.clock.now().getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000);
  }
}

export function hashRequest(scope: string, request: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(canonicalJson(request)).digest('hex');
}

/** JSON with object keys sorted at every level, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
