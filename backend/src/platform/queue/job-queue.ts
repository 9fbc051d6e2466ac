import type { JobType } from './job-catalogue';

/** Options for one job. A jobId makes enqueueing idempotent: a second job with the same id is dropped. */
export interface JobOptions {
  jobId?: string;
  attempts?: number;
  /** First retry delay; each further retry doubles it. */
  backoffMs?: number;
  delayMs?: number;
}

export type QueueHealth = 'up' | 'down' | 'in-process';

/**
 * The port every module uses to run work later. A job is recorded in the caller's transaction and
 * sent to the queue only after that transaction commits (see outbox-job-queue.ts), so a job never
 * runs for a change that was rolled back, and a committed change never waits for a job never sent.
 * The payload type comes from the job type: a payload of the wrong shape does not compile.
 */
export abstract class JobQueue {
  abstract enqueue<P>(job: JobType<P>, payload: NoInfer<P>, options?: JobOptions): Promise<void>;
  abstract enqueueMany<P>(job: JobType<P>, jobs: { payload: NoInfer<P>; options?: JobOptions }[]): Promise<void>;
  abstract health(): Promise<QueueHealth>;
}

/** A job as the transport receives it: relayed from the outbox, with its id always set. */
export interface OutboxJob {
  name: string;
  payload: unknown;
  options: JobOptions & { jobId: string };
}

/** Where relayed jobs go: BullMQ on Redis, or the in-process queue. */
export abstract class JobTransport {
  /** Sends the jobs; those whose id was seen before are dropped, so sending twice is harmless. */
  abstract send(jobs: OutboxJob[]): Promise<void>;
  abstract health(): Promise<QueueHealth>;
}

export const DEFAULT_JOB_OPTIONS = { attempts: 5, backoffMs: 1000 } as const;
