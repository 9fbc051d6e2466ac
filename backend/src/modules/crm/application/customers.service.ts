import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../../shared/tenant';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { type CheckedCustomerForm, Customer, CustomerFields, resolveCustomer } from '../domain/customer';
import { CrmErrors } from '../domain/crm-errors';
import { decodeKeyset, encodeKeyset, type Page, pageLimit } from '../../../shared/cursor';
import { isUuid } from '../../../shared/uuid';
import { CustomerRepository } from './ports/customer.repository';

/** The checked form, and `confirmDuplicateGstin: true` to keep a GSTIN another customer has. */
export type CustomerSaveInput = CheckedCustomerForm & { confirmDuplicateGstin?: boolean };

export const CUSTOMER_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** Customers screen: list, read, create, update, delete — all scoped to the caller's business. */
@Injectable()
export class CustomersService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async list(auth: AuthContext, query: { search?: string; limit?: number; cursor?: string }): Promise<Page<Customer>> {
    const limit = pageLimit(query.limit, CUSTOMER_PAGE);
    const search = query.search?.trim() || undefined;
    const after = query.cursor ? decodeKeyset(query.cursor) : undefined;
    const slice = await this.customers.list(auth.businessId, { search, limit, after });
    return { items: slice.items, nextCursor: slice.next && encodeKeyset(slice.next) };
  }

  async get(auth: AuthContext, id: string): Promise<Customer> {
    const customer = isUuid(id) ? await this.customers.findById(auth.businessId, id) : null;
    if (!customer) throw CrmErrors.customerNotFound();
    return customer;
  }

  async create(auth: AuthContext, input: CustomerSaveInput): Promise<Customer> {
    const fields = this.parse(input);
    return this.unitOfWork.run(async () => {
      await this.refuseTakenGstin(auth.businessId, fields, null, input.confirmDuplicateGstin);
      return this.customers.insert(auth.businessId, randomUUID(), fields);
    });
  }

  async update(auth: AuthContext, id: string, input: CustomerSaveInput): Promise<Customer> {
    if (!isUuid(id)) throw CrmErrors.customerNotFound();
    const fields = this.parse(input);
    const customer = await this.unitOfWork.run(async () => {
      await this.refuseTakenGstin(auth.businessId, fields, id, input.confirmDuplicateGstin);
      return this.customers.update(auth.businessId, id, fields);
    });
    if (!customer) throw CrmErrors.customerNotFound();
    return customer;
  }

  /** The same GSTIN twice is usually one customer entered twice; branches of one registration are confirmed. */
  private async refuseTakenGstin(businessId: string, fields: CustomerFields, id: string | null, confirmed: boolean | undefined): Promise<void> {
    if (!fields.gstNumber || confirmed === true) return;
    // Held until the transaction ends: two requests saving one GSTIN at once are checked one after the other.
    await this.unitOfWork.lock(`customer-gstin:${businessId}:${fields.gstNumber}`);
    const holder = await this.customers.findOtherWithGstin(businessId, fields.gstNumber, id);
    if (!holder) return;
    throw CrmErrors.gstinTaken(holder);
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    if (!isUuid(id)) throw CrmErrors.customerNotFound();
    const outcome = await this.customers.delete(auth.businessId, id);
    if (outcome === 'deleted') return;
    if (outcome === 'not_found') throw CrmErrors.customerNotFound();
    // Only the invoices table itself: recurring_invoices (templates) are another use.
    throw outcome.referencedBy === 'invoices' ? CrmErrors.hasInvoices() : CrmErrors.inUse(outcome.referencedBy);
  }

  private parse(input: CheckedCustomerForm) {
    const result = resolveCustomer(input);
    if ('errors' in result) throw CrmErrors.invalid(result.errors);
    return result.customer;
  }
}
