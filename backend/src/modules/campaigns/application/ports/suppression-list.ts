/** A business's addresses that left its campaigns (lower-cased); invoice e-mails and reminders do not read it. */
export abstract class SuppressionList {
  /** Which of these addresses are on the list. */
  abstract among(businessId: string, emails: readonly string[]): Promise<Set<string>>;
  abstract has(businessId: string, email: string): Promise<boolean>;
  /** Every address on the business's list (read for a running campaign, a few times a minute). */
  abstract all(businessId: string): Promise<Set<string>>;
  /** Puts the address on the list, naming the campaign whose link was used; false when it was there already. */
  abstract add(businessId: string, email: string, campaignId: string | null, at: Date): Promise<boolean>;
  /** How many left through each campaign's link. */
  abstract countByCampaign(businessId: string, campaignIds: readonly string[]): Promise<Map<string, number>>;
}
