import { Injectable } from '@nestjs/common';

/** The invoice cancelled, and the delivery challan it was made from (null for a hand-made one). */
export interface CancelledInvoice {
  id: string;
  sourceChallanId: string | null;
}

export type InvoiceCancelledListener = (businessId: string, invoice: CancelledInvoice) => Promise<void>;

/**
 * Tells the modules whose documents became invoices (dispatch's challans) that such an invoice was
 * cancelled, inside the cancellation's transaction: a challan whose invoice is cancelled is free to be
 * invoiced again or to record its returns, and a listener's failure rolls the cancellation back.
 * Modules that depend on billing subscribe in `onModuleInit`; billing knows none of them (no cycle).
 */
@Injectable()
export class InvoiceCancellations {
  private readonly listeners = new Map<string, InvoiceCancelledListener>();

  /** `name` names the subscriber (one listener each), e.g. 'dispatch.challan-release'. */
  subscribe(name: string, listener: InvoiceCancelledListener): void {
    if (this.listeners.has(name)) throw new Error(`An invoice-cancelled listener named ${name} is registered already`);
    this.listeners.set(name, listener);
  }

  async announce(businessId: string, invoice: CancelledInvoice): Promise<void> {
    for (const listener of this.listeners.values()) await listener(businessId, invoice);
  }
}
