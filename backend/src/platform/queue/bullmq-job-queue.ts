import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Queue, RedisOptions, Worker } from 'bullmq';
import { DomainError } from '../../shared/domain-error';
import { DEFAULT_JOB_OPTIONS, JobOptions, JobTransport, OutboxJob, QueueHealth } from './job-queue';
import { JobHandlers } from './job-handlers';

export const QUEUE_NAME = 'hisaab';
const WORKER_CONCURRENCY = 20;

/** Connection options rather than client instances: BullMQ then owns, and closes, every connection it opens. */
function redisOptions(url: string, extra: RedisOptions): RedisOptions {
  return { url, ...extra };
}

const ENQUEUE_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** BullMQ forbids ':' in custom ids; business keys use it freely. */
function bullJobId(jobId: string): string {
  return jobId.replaceAll(':', '.');
}

function toBullOptions(options: JobOptions & { jobId: string }, defaultBackoffMs: number) {
  return {
    jobId: bullJobId(options.jobId),
    attempts: options.attempts ?? DEFAULT_JOB_OPTIONS.attempts,
    backoff: { type: 'exponential', delay: options.backoffMs ?? defaultBackoffMs },
    delay: options.delayMs,
    removeOnComplete: { age: 24 * 3600, count: 10_000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

/** Redis-backed queue. The API only produces; the worker process also consumes (startWorker). */
@Injectable()
export class BullMqJobQueue extends JobTransport implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly queue: Queue;
  private worker: Worker | null = null;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly handlers: JobHandlers,
    private readonly orm: MikroORM,
    private readonly tuning: { backoffMs: number; lockMs: number } = { backoffMs: DEFAULT_JOB_OPTIONS.backoffMs, lockMs: 30_000 },
  ) {
    super();
    // Fail fast when Redis is down instead of buffering commands: callers answer 503 at once.
    this.queue = new Queue(QUEUE_NAME, { connection: redisOptions(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }), prefix });
    this.queue.on('error', (error) => this.logger.warn(`Queue: ${error.message}`));
  }

  async send(jobs: OutboxJob[]): Promise<void> {
    try {
      // BullMQ waits for a connection that never comes up when Redis is down: bound the wait.
      await withTimeout(
        this.queue.addBulk(jobs.map((job) => ({ name: job.name, data: job.payload, opts: toBullOptions(job.options, this.tuning.backoffMs) }))),
        ENQUEUE_TIMEOUT_MS,
      );
    } catch (error) {
      throw new DomainError('QUEUE_UNAVAILABLE', 'The job queue is unavailable right now. Please try again in a minute.', 'unavailable', {
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }

  async health(): Promise<QueueHealth> {
    try {
      await this.queue.getJobCounts('waiting');
      return 'up';
    } catch {
      return 'down';
    }
  }

  /** Consumes jobs; called only by the worker process. */
  startWorker(concurrency = WORKER_CONCURRENCY): Worker {
    this.handlers.assertEachJobHandledOnce();
    this.worker = new Worker(
      QUEUE_NAME,
      (job) =>
        RequestContext.create(this.orm.em, () =>
          this.handlers.run(job.name, job.data, { attempt: job.attemptsMade + 1, maxAttempts: job.opts.attempts ?? 1 }),
        ),
      {
        connection: redisOptions(this.redisUrl, { maxRetriesPerRequest: null }),
        concurrency,
        prefix: this.prefix,
        // A crashed worker's active jobs return to the queue once their lock lapses (checked every lockMs).
        lockDuration: this.tuning.lockMs,
        stalledInterval: this.tuning.lockMs,
      },
    );
    this.worker.on('failed', (job, error) => this.logger.warn(`Job ${job?.name} ${job?.id} failed: ${error.message}`));
    this.worker.on('error', (error) => this.logger.warn(`Worker: ${error.message}`));
    return this.worker;
  }

  /** Before the database and the mailer close (their onApplicationShutdown): close() lets active jobs finish with them. */
  async beforeApplicationShutdown() {
    await this.worker?.close();
  }

  async onApplicationShutdown() {
    // A queue that never reached Redis would wait for it when closing.
    await withTimeout(this.queue.close(), ENQUEUE_TIMEOUT_MS).catch(() => undefined);
  }
}
