/**
 * Public API (read-only): which of a business's customers have unpaid invoices or were invoiced
 * lately, for choosing whom a campaign reaches. Only issued invoices count (drafts and cancelled
 * ones do not); each method is one indexed query over the business's rows.
 */
export abstract class CustomerInvoiceActivity {
  /** Customers with an issued invoice that still has something to pay. */
  abstract withOutstanding(businessId: string): Promise<Set<string>>;
  /** Customers with an issued invoice dated `since` (a calendar date) or later. */
  abstract invoicedSince(businessId: string, since: string): Promise<Set<string>>;
}
