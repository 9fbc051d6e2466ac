import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { DomainError } from '../../../shared/domain-error';
import { Customer, CustomerErrorCode, CustomerFields, CustomerInput, CustomerMessages, parseCustomer } from '../domain/customer';
import { decodeKeyset, encodeKeyset, type Page, pageLimit } from '../../../shared/cursor';
import { isUuid } from '../../../shared/uuid';
import { CustomerRepository } from './ports/customer.repository';

/** The form, and `confirmDuplicateGstin: true` to keep a GSTIN another customer has. */
export type CustomerSaveInput = CustomerInput & { confirmDuplicateGstin?: unknown };

export const CUSTOMER_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

export function customerNotFound(): DomainError {
  return DomainError.notFound('Customer', CustomerErrorCode.CUSTOMER_NOT_FOUND);
}

/** Customers screen: list, read, create, update, delete — all scoped to the caller's business. */
@Injectable()
export class CustomersService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async list(businessId: string, query: { search?: string; limit?: number; cursor?: string }): Promise<Page<Customer>> {
    const limit = pageLimit(query.limit, CUSTOMER_PAGE);
    const search = query.search?.trim() || undefined;
    const after = query.cursor ? decodeKeyset(query.cursor) : undefined;
    const slice = await this.customers.list(businessId, { search, limit, after });
    return { items: slice.items, nextCursor: slice.next && encodeKeyset(slice.next) };
  }

  async get(businessId: string, id: string): Promise<Customer> {
    const customer = isUuid(id) ? await this.customers.findById(businessId, id) : null;
    if (!customer) throw customerNotFound();
    return customer;
  }

  async create(businessId: string, input: CustomerSaveInput): Promise<Customer> {
    const fields = this.parse(input);
    return this.unitOfWork.run(async () => {
      await this.refuseTakenGstin(businessId, fields, null, input.confirmDuplicateGstin);
      return this.customers.insert(businessId, randomUUID(), fields);
    });
  }

  async update(businessId: string, id: string, input: CustomerSaveInput): Promise<Customer> {
    if (!isUuid(id)) throw customerNotFound();
    const fields = this.parse(input);
    const customer = await this.unitOfWork.run(async () => {
      await this.refuseTakenGstin(businessId, fields, id, input.confirmDuplicateGstin);
      return this.customers.update(businessId, id, fields);
    });
    if (!customer) throw customerNotFound();
    return customer;
  }

  /** The same GSTIN twice is usually one customer entered twice; branches of one registration are confirmed. */
  private async refuseTakenGstin(businessId: string, fields: CustomerFields, id: string | null, confirmed: unknown): Promise<void> {
    if (!fields.gstNumber || confirmed === true) return;
    const holder = await this.customers.lockGstin(businessId, fields.gstNumber, id);
    if (!holder) return;
    const message = CustomerMessages.gstinTaken(holder.name);
    throw new DomainError(CustomerErrorCode.CUSTOMER_GSTIN_TAKEN, message, 'conflict', { fields: { gstNumber: message }, customerId: holder.id });
  }

  async delete(businessId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw customerNotFound();
    const outcome = await this.customers.delete(businessId, id);
    if (outcome === 'deleted') return;
    if (outcome === 'not_found') throw customerNotFound();
    if (/invoice/.test(outcome.referencedBy)) {
      throw new DomainError(CustomerErrorCode.CUSTOMER_HAS_INVOICES, CustomerMessages.hasInvoices, 'conflict');
    }
    throw new DomainError(CustomerErrorCode.CUSTOMER_IN_USE, CustomerMessages.inUse, 'conflict', { referencedBy: outcome.referencedBy });
  }

  private parse(input: CustomerInput) {
    const result = parseCustomer(input);
    if ('errors' in result) throw DomainError.validation(result.errors, Object.values(result.errors)[0]);
    return result.customer;
  }
}
