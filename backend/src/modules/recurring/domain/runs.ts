/** What a run that made no invoice says about itself (shown on its template). */
export const RUN_MESSAGES = {
  noAccess: 'Waiting for a plan or trial: this period is generated once the business has access again',
  paused: 'Skipped: the template was paused',
} as const;
