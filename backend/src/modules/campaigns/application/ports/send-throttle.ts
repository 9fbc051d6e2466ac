/**
 * The per-business limit of campaign e-mails a minute (CAMPAIGN_SENDS_PER_MINUTE), shared by every
 * worker: Redis when configured, this process's memory otherwise (then the only process that sends).
 */
export abstract class SendThrottle {
  /** Takes one send of the business's current minute: 0 when allowed, else the milliseconds until the next minute. */
  abstract take(businessId: string, perMinute: number, now: Date): Promise<number>;
}
