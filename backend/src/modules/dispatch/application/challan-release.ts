import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { ChallanRepository } from './ports/challan.repository';
import { InvoiceCancellationFeed } from './ports/partners';

/**
 * When the invoice made from a challan is cancelled, the challan is no longer invoiced: its goods are
 * still with the customer, so it may be converted again or record what came back. Runs in the
 * cancellation's transaction.
 */
@Injectable()
export class ChallanRelease implements OnModuleInit {
  constructor(
    private readonly feed: InvoiceCancellationFeed,
    private readonly challans: ChallanRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.feed.onCancelled((businessId, { invoiceId, challanId }) => this.challans.unlinkInvoice(businessId, challanId, invoiceId, this.clock.now()));
  }
}
