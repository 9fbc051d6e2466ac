import type { z } from 'zod';

/** One kind of job: its name and the schema its payload is checked against when a worker receives it. */
export interface JobType<P> {
  readonly name: string;
  readonly schema: z.ZodType<P>;
}

const catalogue = new Map<string, JobType<unknown>>();

/**
 * Adds a job type to the catalogue. Each module defines its jobs at load time (a module-level
 * constant), so the catalogue is complete before any handler is registered or checked.
 */
export function defineJob<P>(name: string, schema: z.ZodType<P>): JobType<P> {
  if (catalogue.has(name)) throw new Error(`Job "${name}" is defined twice`);
  const job: JobType<P> = { name, schema };
  catalogue.set(name, job as JobType<unknown>);
  return job;
}

/** Every job type defined so far. */
export function catalogueJobs(): JobType<unknown>[] {
  return [...catalogue.values()];
}
