import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AfterCommit } from '../database/after-commit';
import type { JobType } from './job-catalogue';
import { JobOptions, JobQueue, JobTransport, OutboxJob, QueueHealth } from './job-queue';
import { OutboxRelay } from './outbox-relay';

/**
 * The transactional outbox: enqueueing writes a job_outbox row with the caller's statements (in its
 * transaction when there is one), and the relay sends it to the transport after the commit. A crash
 * between the commit and the relay leaves the row for the relay's sweep; a rollback takes the row with it.
 */
@Injectable()
export class OutboxJobQueue extends JobQueue {
  constructor(
    private readonly em: EntityManager,
    private readonly afterCommit: AfterCommit,
    private readonly relay: OutboxRelay,
    private readonly transport: JobTransport,
  ) {
    super();
  }

  enqueue<P>(job: JobType<P>, payload: NoInfer<P>, options?: JobOptions): Promise<void> {
    return this.enqueueMany(job, [{ payload, options }]);
  }

  async enqueueMany<P>(job: JobType<P>, jobs: { payload: NoInfer<P>; options?: JobOptions }[]): Promise<void> {
    if (!jobs.length) return;
    const rows: (OutboxJob & { id: string })[] = jobs.map(({ payload, options }) => {
      const id = randomUUID();
      // Every job gets a deterministic id, so relaying a row twice enqueues it once.
      return { id, name: job.name, payload, options: { ...options, jobId: options?.jobId ?? `outbox:${id}` } };
    });
    await this.em.execute(
      `insert into job_outbox (id, name, payload, options) values ${rows.map(() => '(?, ?, ?::jsonb, ?::jsonb)').join(', ')}`,
      rows.flatMap((row) => [row.id, row.name, JSON.stringify(row.payload), JSON.stringify(row.options)]),
    );
    if (!this.afterCommit.schedule(() => void this.relay.relay(rows))) await this.relay.relay(rows);
  }

  health(): Promise<QueueHealth> {
    return this.transport.health();
  }
}
