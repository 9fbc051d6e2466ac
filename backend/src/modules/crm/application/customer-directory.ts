import { Injectable } from '@nestjs/common';
import type { Customer, CustomerFields } from '../domain/customer';
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
