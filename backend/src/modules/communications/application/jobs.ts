import { z } from 'zod';
import { defineJob } from '../../../platform/queue/job-catalogue';

/** The communications job catalogue. */
export const DELIVER_JOB = defineJob('communications.deliver', z.object({ deliveryKey: z.string().min(1).max(300) }));
export const FAN_OUT_JOB = defineJob('communications.fan-out', z.object({ batchId: z.uuid() }));

/** Deterministic job ids: a second enqueue of the same delivery or batch is dropped by the queue. */
export const deliverJobId = (deliveryKey: string) => `deliver:${deliveryKey}`;
/** A held delivery queued again: its fencing counter tells this hold from an earlier one (the queue keeps finished ids a day). */
export const resumedDeliverJobId = (deliveryKey: string, attempts: number) => `deliver:${deliveryKey}:resumed:${attempts}`;
export const fanOutJobId = (batchId: string) => `fan-out:${batchId}`;
