import { z } from 'zod';
import { defineJob } from '../../../platform/queue/job-catalogue';

/** A scheduled campaign's time has come; the payload names the time, so a job for an earlier schedule does nothing. */
export const CAMPAIGN_START_JOB = defineJob('campaigns.start', z.object({ campaignId: z.uuid(), scheduledAt: z.iso.datetime() }));

export const campaignStartJobId = (campaignId: string, scheduledAt: Date) => `campaign-start:${campaignId}:${scheduledAt.getTime()}`;
