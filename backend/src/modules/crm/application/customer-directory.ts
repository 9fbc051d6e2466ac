import { Injectable } from '@nestjs/common';
import type { Customer, CustomerFields } from '../domain/customer';
import type { KeysetPosition } from '../../../shared/cursor';
import { isUuid } from '../../../shared/uuid';
import { CustomerRepository } from './ports/customer.repository';

/** A customer as other modules (billing) see it. */
export interface CustomerSummary extends CustomerFields {
  id: string;
}

/** Public API: read customers of one business. */
@Injectable()
export class CustomerDirectory {
  constructor(private readonly customers: CustomerRepository) {}

  /** Null when the id is not a customer of this business. */
  async getForBusiness(businessId: string, customerId: string): Promise<CustomerSummary | null> {
    if (!isUuid(customerId)) return null;
    const customer = await this.customers.findById(businessId, customerId);
    return customer && toSummary(customer);
  }

  /** The business's customers in pages (name order, the list's index): `next` is null after the last page. */
  async page(businessId: string, after: KeysetPosition | null, limit: number): Promise<{ items: CustomerSummary[]; next: KeysetPosition | null }> {
    const slice = await this.customers.list(businessId, { limit, ...(after && { after }) });
    return { items: slice.items.map(toSummary), next: slice.next };
  }

  /** Those of `ids` that are customers of this business (others' and unknown ids are left out). */
  async findMany(businessId: string, ids: readonly string[]): Promise<CustomerSummary[]> {
    const valid = [...new Set(ids)].filter(isUuid);
    return (await this.customers.findMany(businessId, valid)).map(toSummary);
  }
}

function toSummary(c: Customer): CustomerSummary {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    gstNumber: c.gstNumber,
    address: c.address,
    city: c.city,
    state: c.state,
    stateCode: c.stateCode,
    pincode: c.pincode,
    sezUnit: c.sezUnit,
  };
}
