import { Injectable } from '@nestjs/common';
import { catalogueJobs, type JobType } from './job-catalogue';

export interface JobContext {
  attempt: number;
  maxAttempts: number;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

interface Registration {
  job: JobType<unknown>;
  handlers: JobHandler<unknown>[];
}

/** The handler of each catalogue job. Modules register theirs when they start (onModuleInit). */
@Injectable()
export class JobHandlers {
  private readonly registrations = new Map<string, Registration>();

  handle<P>(job: JobType<P>, handler: JobHandler<P>): void {
    const registration = this.registrations.get(job.name) ?? { job: job as JobType<unknown>, handlers: [] };
    registration.handlers.push(handler as JobHandler<unknown>);
    this.registrations.set(job.name, registration);
  }

  /** Refuses to boot a consumer unless every catalogue job has exactly one handler. */
  assertEachJobHandledOnce(jobs: JobType<unknown>[] = catalogueJobs()): void {
    const problems = jobs.flatMap((job) => {
      const count = this.registrations.get(job.name)?.handlers.length ?? 0;
      return count === 1 ? [] : [`"${job.name}" has ${count === 0 ? 'no handler' : `${count} handlers`}`];
    });
    const unknown = [...this.registrations.keys()].filter((name) => !jobs.some((job) => job.name === name));
    problems.push(...unknown.map((name) => `"${name}" is handled but not in the job catalogue`));
    if (problems.length) throw new Error(`Job handlers: ${problems.join('; ')}`);
  }

  names(): string[] {
    return [...this.registrations.keys()].sort();
  }

  /** Checks the payload against the job's schema, then runs its handler. */
  async run(name: string, payload: unknown, context: JobContext): Promise<void> {
    const registration = this.registrations.get(name);
    if (!registration || registration.handlers.length !== 1) throw new Error(`No single handler for job "${name}"`);
    const parsed = registration.job.schema.safeParse(payload);
    if (!parsed.success) throw new Error(`Invalid ${name} payload: ${parsed.error.message}`);
    await registration.handlers[0](parsed.data, context);
  }
}
