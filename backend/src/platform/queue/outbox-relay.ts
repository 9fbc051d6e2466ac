import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config';
import { JobTransport, OutboxJob } from './job-queue';

export type OutboxRow = OutboxJob & { id: string };

const SWEEP_PAGE = 500;

/**
 * Moves committed job_outbox rows to the transport and deletes them once it accepted them (so no
 * payload outlives its relay). Failures leave the rows where they are; the periodic sweep sends every
 * row older than one sweep interval again: those of a relay that failed (Redis down) or never ran
 * (the process died between commit and relay). Sending a row twice is harmless: its job id is fixed.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<number> | null = null;
  private readonly inFlight = new Set<Promise<boolean>>();

  constructor(
    private readonly em: EntityManager,
    private readonly transport: JobTransport,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.sweep(), this.config.outboxSweepMs).unref();
  }

  async onApplicationShutdown() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
    await this.whenIdle();
  }

  /** Sends the rows and deletes them; false (and the rows kept for the sweep) when the transport refused. */
  relay(rows: OutboxRow[]): Promise<boolean> {
    const relaying = this.send(rows).finally(() => this.inFlight.delete(relaying));
    this.inFlight.add(relaying);
    return relaying;
  }

  /** Resolves when no relay is under way (tests, then the in-process queue's whenIdle). */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size) await Promise.all(this.inFlight);
  }

  private async send(rows: OutboxRow[]): Promise<boolean> {
    try {
      await this.transport.send(rows.map(({ name, payload, options }) => ({ name, payload, options })));
      // A fork outside any transaction: this runs after the caller's transaction has ended.
      await this.em.fork().execute(`delete from job_outbox where id in (${rows.map(() => '?').join(', ')})`, rows.map((row) => row.id));
      return true;
    } catch (error) {
      this.logger.warn(`Relaying ${rows.length} job(s) failed, the sweep will retry: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** Relays every stale row, a page at a time; resolves to how many were sent. One sweep at a time per process. */
  sweep(): Promise<number> {
    this.sweeping ??= this.sweepStale().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepStale(): Promise<number> {
    let sent = 0;
    try {
      for (;;) {
        const rows = await this.em.fork().execute<{ id: string; name: string; payload: unknown; options: OutboxRow['options'] }[]>(
          `select id, name, payload, options from job_outbox
            where created_at < now() - (? * interval '1 millisecond')
            order by created_at limit ?`,
          [this.config.outboxSweepMs, SWEEP_PAGE],
        );
        if (!rows.length || !(await this.relay(rows))) break;
        sent += rows.length;
        if (rows.length < SWEEP_PAGE) break;
      }
    } catch (error) {
      // Before the migrations ran, or the database is away: the next sweep tries again.
      this.logger.warn(`Outbox sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (sent) this.logger.log(`Sweep relayed ${sent} job(s)`);
    return sent;
  }
}
