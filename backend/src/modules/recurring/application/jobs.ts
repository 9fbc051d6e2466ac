import { z } from 'zod';
import { defineJob } from '../../../platform/queue/job-catalogue';

/** The recurring job catalogue: one job per (template, period), named by its run row. */
export const GENERATE_RUN_JOB = defineJob('recurring.generate', z.object({ runId: z.uuid() }));

/** The first enqueue of a run: a second fan-out of the same run is dropped by the queue. */
export const generateJobId = (runId: string) => `recurring:${runId}`;
/** A stale run enqueued again (its job was lost or gave up): a new id, since the first one may still be kept by the queue. */
export const retryJobId = (runId: string, at: Date) => `recurring:${runId}:${at.getTime()}`;
