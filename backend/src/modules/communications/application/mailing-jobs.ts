import { z } from 'zod';
import { defineJob } from '../../../platform/queue/job-catalogue';

/** Queues a job per queued delivery of a mailing (at its start, and again after each resume). */
export const MAILING_FAN_OUT_JOB = defineJob('communications.mailing-fan-out', z.object({ mailingId: z.uuid(), round: z.int().min(0) }));

export const mailingFanOutJobId = (mailingId: string, round: number) => `mailing-fan-out:${mailingId}:${round}`;

/**
 * A mailing delivery's job id carries its fencing counter: a delivery queued again (resumed, or put
 * back by the rate limit) gets a job of its own, while a fan-out run twice meets the same ids.
 */
export const mailingDeliverJobId = (deliveryKey: string, attempts: number) => `deliver:${deliveryKey}:a${attempts}`;
