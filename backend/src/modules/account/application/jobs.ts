import { z } from 'zod';
import { defineJob } from '../../../platform/queue/job-catalogue';

/** Builds the export's ZIP and e-mails its link; safe to run again (the ZIP is rewritten, the e-mail claimed). */
export const BUILD_EXPORT_JOB = defineJob('account.build-export', z.object({ exportId: z.uuid() }));

/** Removes a business whose deletion is due; a second run finds the deletion gone and does nothing. */
export const ERASE_BUSINESS_JOB = defineJob('account.erase-business', z.object({ businessId: z.uuid() }));
