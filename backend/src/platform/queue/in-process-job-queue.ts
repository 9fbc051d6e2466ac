import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext, TransactionContext } from '@mikro-orm/core';
import { DEFAULT_JOB_OPTIONS, JobTransport, OutboxJob, QueueHealth } from './job-queue';
import { JobHandlers } from './job-handlers';

interface PendingJob extends OutboxJob {
  attempt: number;
}

const CONCURRENCY = 4;

/**
 * The zero-setup queue: jobs run in the API process with the same retry and idempotency rules as
 * BullMQ. Jobs still waiting are lost on a crash; production uses Redis.
 */
@Injectable()
export class InProcessJobQueue extends JobTransport implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly waiting: PendingJob[] = [];
  private readonly seenJobIds = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private active = 0;
  private idleWaiters: (() => void)[] = [];
  private stopped = false;

  constructor(
    private readonly handlers: JobHandlers,
    private readonly orm: MikroORM,
    private readonly defaultBackoffMs: number = DEFAULT_JOB_OPTIONS.backoffMs,
  ) {
    super();
  }

  /** This process consumes the jobs: it refuses to start unless each job has exactly one handler. */
  onApplicationBootstrap() {
    this.handlers.assertEachJobHandledOnce();
  }

  async send(jobs: OutboxJob[]): Promise<void> {
    for (const job of jobs) {
      if (this.seenJobIds.has(job.options.jobId)) continue;
      this.seenJobIds.add(job.options.jobId);
      this.schedule({ ...job, attempt: 1 }, job.options.delayMs ?? 0);
    }
  }

  async health(): Promise<QueueHealth> {
    return 'in-process';
  }

  /** Resolves when nothing is waiting or running (used by tests and shutdown). */
  whenIdle(): Promise<void> {
    if (this.active === 0 && this.waiting.length === 0 && this.timers.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Before the database and the mailer close (their onApplicationShutdown): running jobs finish with them. */
  async beforeApplicationShutdown() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.length = 0;
    if (this.active > 0) await this.whenIdle();
  }

  private schedule(job: PendingJob, delayMs: number) {
    if (this.stopped) return;
    if (delayMs <= 0) {
      this.waiting.push(job);
      this.drain();
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.waiting.push(job);
      this.drain();
    }, delayMs);
    this.timers.add(timer);
  }

  private drain() {
    while (this.active < CONCURRENCY && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.active++;
      void this.execute(job).finally(() => {
        this.active--;
        this.drain();
        this.notifyIdle();
      });
    }
  }

  private async execute(job: PendingJob) {
    const maxAttempts = job.options.attempts ?? DEFAULT_JOB_OPTIONS.attempts;
    try {
      // A job is relayed from inside the caller's async context; a fresh context keeps the job out of
      // any transaction there (as it would be in a worker process).
      await TransactionContext.create(this.orm.em.fork(), () =>
        RequestContext.create(this.orm.em, () => this.handlers.run(job.name, job.payload, { attempt: job.attempt, maxAttempts })),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempt >= maxAttempts) {
        this.logger.error(`Job ${job.name} failed after ${job.attempt} attempts: ${message}`);
        return;
      }
      const backoff = (job.options.backoffMs ?? this.defaultBackoffMs) * 2 ** (job.attempt - 1);
      this.logger.warn(`Job ${job.name} attempt ${job.attempt} failed (${message}); retrying in ${backoff} ms`);
      this.schedule({ ...job, attempt: job.attempt + 1 }, backoff);
    }
  }

  private notifyIdle() {
    if (this.active === 0 && this.waiting.length === 0 && this.timers.size === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
  }
}
