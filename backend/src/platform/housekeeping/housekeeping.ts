import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/** Deletes rows that outlived their purpose; resolves to how many it removed. */
export type Sweep = () => Promise<number>;

const INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs every registered sweep once an hour, so tables of short-lived rows stop growing.
 * It runs in every process (API and worker): sweeps are idempotent deletes, so that is harmless.
 */
@Injectable()
export class Housekeeping implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Housekeeping');
  private readonly sweeps = new Map<string, Sweep>();
  private readonly atStart = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private starting: Promise<unknown> | null = null;

  /**
   * Called from a module's onModuleInit. A sweep runs outside any request or transaction, so it
   * should use native statements (no entity loading).
   */
  register(name: string, sweep: Sweep, options: { atStart?: boolean } = {}): void {
    if (this.sweeps.has(name)) throw new Error(`Sweep "${name}" is registered twice`);
    this.sweeps.set(name, sweep);
    if (options.atStart) this.atStart.add(name);
  }

  /**
   * The process is ready (bootstrap.ts calls it once the API has migrated its database, or the
   * worker consumes jobs): sweeps registered `atStart` run once now, in the background, as
   * scheduled work missed while no process ran cannot wait an hour (the recurring invoices).
   */
  started(): Promise<unknown> {
    this.starting ??= this.run([...this.atStart]);
    return this.starting;
  }

  onApplicationBootstrap() {
    // Never at start: migrations run after the app is initialised, so the tables may not exist yet.
    this.timer = setInterval(() => void this.runAll(), INTERVAL_MS).unref();
  }

  /** A start-up run still going finishes before the database connections close. */
  async beforeApplicationShutdown() {
    await this.starting;
  }

  onApplicationShutdown() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Runs every sweep in turn: rows removed by name. A failing sweep is logged and left out; the others still run. */
  runAll(): Promise<Record<string, number>> {
    return this.run([...this.sweeps.keys()]);
  }

  private async run(names: readonly string[]): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    for (const name of names) {
      const sweep = this.sweeps.get(name)!;
      try {
        removed[name] = await sweep();
        if (removed[name] > 0) this.logger.log(`${name}: removed ${removed[name]} rows`);
      } catch (error) {
        this.logger.warn(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return removed;
  }
}
