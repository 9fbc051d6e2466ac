/** Options for one job. A jobId makes enqueueing idempotent: a second job with the same id is dropped. */
export interface JobOptions {
  jobId?: string;
  attempts?: number;
  /** First retry delay; each further retry doubles it. */
  backoffMs?: number;
  delayMs?: number;
}

export interface JobRequest<P = unknown> {
  name: string;
  payload: P;
  options?: JobOptions;
}

export type QueueHealth = 'up' | 'down' | 'in-process';

/** The port every module uses to run work later (in the worker process when Redis is configured). */
export abstract class JobQueue {
  abstract enqueue<P>(name: string, payload: P, options?: JobOptions): Promise<void>;
  abstract enqueueBulk(jobs: JobRequest[]): Promise<void>;
  abstract health(): Promise<QueueHealth>;
}

export const DEFAULT_JOB_OPTIONS = { attempts: 5, backoffMs: 1000 } as const;
