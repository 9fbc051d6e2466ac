import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/** Deletes rows that outlived their purpose; resolves to how many it removed. */
export type Sweep = () => Promise<number>;

const INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs every registered sweep once an hour, so tables of short-lived rows stop growing.
 * It runs in every process (API and worker): sweeps are idempotent deletes, so that is harmless.
 */
@Injectable()
export class Housekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Housekeeping');
  private readonly sweeps = new Map<string, Sweep>();
  private timer: NodeJS.Timeout | null = null;

  /**
   * Called from a module's onModuleInit. A sweep runs outside any request or transaction, so it
   * should use native statements (no entity loading).
   */
  register(name: string, sweep: Sweep): void {
    if (this.sweeps.has(name)) throw new Error(`Sweep "${name}" is registered twice`);
    this.sweeps.set(name, sweep);
  }

  onApplicationBootstrap() {
    // Never at start: migrations run after the app is initialised, so the tables may not exist yet.
    this.timer = setInterval(() => void this.runAll(), INTERVAL_MS).unref();
  }

  onApplicationShutdown() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Runs every sweep in turn: rows removed by name. A failing sweep is logged and left out; the others still run. */
  async runAll(): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    for (const [name, sweep] of this.sweeps) {
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
