import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { SuppressionList } from './ports/suppression-list';

/**
 * The business's suppression list is read at most this often per process, not once per message: an
 * address that unsubscribes during a run is skipped from then on, within this long (at once when the
 * unsubscribe reached this process).
 */
export const SUPPRESSED_TTL_MS = 2000;

/** The suppression list as a running campaign checks it, per recipient. */
@Injectable()
export class SuppressedAddresses {
  private readonly lists = new LRUCache<string, Promise<Set<string>>>({ max: 1000, ttl: SUPPRESSED_TTL_MS });

  constructor(private readonly suppressions: SuppressionList) {}

  of(businessId: string): Promise<Set<string>> {
    let list = this.lists.get(businessId);
    if (!list) {
      list = this.suppressions.all(businessId);
      list.catch(() => this.lists.delete(businessId));
      this.lists.set(businessId, list);
    }
    return list;
  }

  /** An address of the business just left: read the list afresh next time. */
  forget(businessId: string): void {
    this.lists.delete(businessId);
  }
}
