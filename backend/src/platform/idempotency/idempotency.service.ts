import { Injectable, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { configure } from 'safe-stable-stringify';
import { assertIdempotencyKey, idempotencyKeyReused } from '../../shared/idempotency-key';
import { Clock } from '../clock/clock';
import { UnitOfWork } from '../database/unit-of-work';
import { Housekeeping } from '../housekeeping/housekeeping';

/**
 * How long an Idempotency-Key is kept: ample for a client's retries. Past it, the same key starts a
 * new request (instead of replaying the old answer) and the hourly sweep deletes it.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export type IdempotencyClaim = { kind: 'claimed' } | StoredAnswer;

export interface StoredAnswer {
  kind: 'replay';
  requestHash: string;
  /** Null while the first request is still being answered. */
  responseStatus: number | null;
  responseBody: unknown;
}

/**
 * A key for a command that is one SQL statement committing on its own (`executeInStatement`): the
 * adapter's statement inserts it with its answer (mikro-orm-idempotency-store.ts `claimingInsert`).
 */
export interface StatementClaim {
  businessId: string;
  key: string;
  requestHash: string;
  responseStatus: number;
  /** The answer as JSON text. */
  responseBody: string;
  /** The Clock's now and the expiry it implies. */
  times: KeyTimes;
}

/**
 * A key's creation time is the app's Clock (never the database's), so it expires by the same clock
 * that judges it: a key created before `reclaimBefore` has expired and is taken over.
 */
export interface KeyTimes {
  now: Date;
  reclaimBefore: Date;
}

/** What the command's statement reports: whether it claimed the key (and so did its writes). */
export type StatementWrite = (claim: StatementClaim | null) => Promise<boolean>;

/** Where claimed keys and their answers are kept (per business). */
export abstract class IdempotencyStore {
  /**
   * Inside the caller's transaction: records the key, or — when it exists — returns what was
   * stored. A key created before `times.reclaimBefore` has expired: it is claimed afresh, as if new.
   * A concurrent claim of the same key waits for the first transaction to end.
   */
  abstract claim(businessId: string, key: string, requestHash: string, times: KeyTimes): Promise<IdempotencyClaim>;
  /** The key's request and answer, unless it is unknown or expired. */
  abstract storedAnswer(businessId: string, key: string, reclaimBefore: Date): Promise<StoredAnswer | null>;
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
    this.housekeeping.register('idempotency-keys', () => this.store.deleteCreatedBefore(this.keyTimes().reclaimBefore));
  }

  /** `status` is the answer's HTTP status, or a function that gives it once the command has run (a route that picks its status). */
  async execute<T>(command: IdempotentCommand, work: () => Promise<T>, status: number | (() => number) = 201): Promise<CommandResult<T>> {
    const statusNow = () => (typeof status === 'function' ? status() : status);
    const { key } = command;
    if (key === undefined) return { body: await this.unitOfWork.run(work), replayed: false };
    assertIdempotencyKey(key);
    const requestHash = hashRequest(command.scope, command.request);
    return this.unitOfWork.run(async () => {
      const claim = await this.store.claim(command.businessId, key, requestHash, this.keyTimes());
      if (claim.kind === 'replay') return replay<T>(claim, requestHash);
      const result = await work();
      // Stored as JSON, so a replay answers exactly what the first call sent.
      await this.store.complete(command.businessId, key, statusNow(), JSON.parse(JSON.stringify(result)));
      return { body: result, replayed: false };
    });
  }

  /**
   * The same guarantee for a create written as one SQL statement that commits on its own (a measured
   * hot path, docs/architecture.md): `prepare` validates and computes the answer without writing;
   * its `write` runs the statement, which claims the key and stores the answer in the same step as
   * the command's rows (`claimingInsert`), so all of it commits or none. As in `execute`, a failure
   * answers the earlier request's answer when the key was already used.
   */
  async executeInStatement<T>(
    command: IdempotentCommand,
    prepare: () => Promise<{ answer: T; write: StatementWrite }>,
    status = 201,
  ): Promise<CommandResult<T>> {
    const { key, businessId } = command;
    if (key === undefined) {
      const { answer, write } = await prepare();
      await write(null);
      return { body: answer, replayed: false };
    }
    assertIdempotencyKey(key);
    const requestHash = hashRequest(command.scope, command.request);
    const times = this.keyTimes();
    const { reclaimBefore } = times;
    let claimed: { answer: T } | null;
    try {
      const { answer, write } = await prepare();
      const claim = { businessId, key, requestHash, responseStatus: status, responseBody: JSON.stringify(answer), times };
      claimed = (await write(claim)) ? { answer } : null;
    } catch (error) {
      const earlier = await this.store.storedAnswer(businessId, key, reclaimBefore);
      if (earlier) return replay<T>(earlier, requestHash);
      throw error;
    }
    if (claimed) return { body: claimed.answer, replayed: false };
    const earlier = await this.store.storedAnswer(businessId, key, reclaimBefore);
    // Swept between the statement and this read (it had just expired): the request runs afresh.
    if (!earlier) return this.executeInStatement(command, prepare, status);
    return replay<T>(earlier, requestHash);
  }

  private keyTimes(): KeyTimes {
    const now = this.clock.now();
    return { now, reclaimBefore: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000) };
  }
}

function replay<T>(earlier: StoredAnswer, requestHash: string): CommandResult<T> {
  if (earlier.requestHash !== requestHash || earlier.responseStatus === null) throw idempotencyKeyReused();
  return { body: earlier.responseBody as T, replayed: true, status: earlier.responseStatus };
}

export function hashRequest(scope: string, request: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(canonicalJson(request)).digest('hex');
}

const sortedKeysJson = configure({ deterministic: true, bigint: false });

/** JSON with object keys sorted at every level, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  return sortedKeysJson(value) ?? 'null';
}
