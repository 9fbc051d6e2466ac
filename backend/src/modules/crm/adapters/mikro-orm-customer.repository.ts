import { Injectable } from '@nestjs/common';
import { EntityManager, type FilterQuery, ForeignKeyConstraintViolationException, type QBFilterQuery, QueryOrder, raw } from '@mikro-orm/postgresql';
import { normalizeGstin, normalizeMobile } from '@hisaab/gst';
import { Clock } from '../../../platform/clock/clock';
import { entityRows } from '../../../platform/database/sql-rows';
import { sql } from '../../../platform/database/sql';
import { sliceRows } from '../../../shared/cursor';
import { likeLiteral } from '../../../shared/like';
import type { Customer, CustomerFields } from '../domain/customer';
import { CustomerListQuery, CustomerRepository, CustomerSlice, DeleteOutcome } from '../application/ports/customer.repository';
import { type CustomerRow, CustomerSchema } from './customer.entity';

/** A listed row and its keyset: PostgreSQL's lower(name), read back so the cursor matches the index exactly. */
type ListedRow = CustomerRow & { sort_key: string };


@Injectable()
export class MikroOrmCustomerRepository extends CustomerRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  async list(businessId: string, query: CustomerListQuery): Promise<CustomerSlice> {
    const where: FilterQuery<CustomerRow> = { businessId };
    if (query.search) {
      // Name anywhere; phone and GSTIN from their start, so the first digits typed already find them.
      const digits = normalizeMobile(query.search);
      const phone = digits.length >= 4 && /^[\d\s+-]+$/.test(query.search.trim()) ? digits : '';
      const typed = normalizeGstin(query.search);
      const gstin = typed.length >= 4 && /^[0-9A-Z]+$/.test(typed) ? typed : '';
      where.$or = [
        { name: { $ilike: `%${likeLiteral(query.search)}%` } },
        ...(phone ? [{ phone: { $like: `${likeLiteral(phone)}%` } }] : []),
        ...(gstin ? [{ gstNumber: { $like: `${likeLiteral(gstin)}%` } }] : []),
      ];
    }
    const qb = this.em
      .createQueryBuilder(CustomerSchema)
      .select(['*', raw('lower(name) as sort_key')])
      .where(where)
      .orderBy({ [raw('lower(name)')]: QueryOrder.ASC, id: QueryOrder.ASC })
      .limit(query.limit + 1);
    if (query.after) qb.andWhere(`(lower(name), id) > (?, ?)`, [query.after.key, query.after.id]);
    const rows = await entityRows<ListedRow, CustomerRow>(this.em, CustomerSchema, qb);
    return sliceRows(rows, query.limit, toCustomer, (r) => r.sort_key);
  }

  async findById(businessId: string, id: string): Promise<Customer | null> {
    // Prepared (sql-rows.ts): every invoice create and edit looks its customer up.
    const [row] = await entityRows<CustomerRow>(this.em, CustomerSchema, sql`select * from customers where business_id = ${businessId} and id = ${id}`);
    return row ? toCustomer(row) : null;
  }

  async findMany(businessId: string, ids: readonly string[]): Promise<Customer[]> {
    if (!ids.length) return [];
    return (await this.rows({ businessId, id: { $in: [...ids] } })).map(toCustomer);
  }

  async findOtherWithGstin(businessId: string, gstNumber: string, exceptId: string | null): Promise<Customer | null> {
    const [row] = await this.rows({ businessId, gstNumber, ...(exceptId && { id: { $ne: exceptId } }) }, 1);
    return row ? toCustomer(row) : null;
  }

  async insert(businessId: string, id: string, fields: CustomerFields): Promise<Customer> {
    const now = this.clock.now();
    const row: CustomerRow = { id, businessId, ...fields, createdAt: now, updatedAt: now };
    await this.em.insert(CustomerSchema, row);
    return toCustomer(row);
  }

  async update(businessId: string, id: string, fields: CustomerFields): Promise<Customer | null> {
    const changed = await this.em.nativeUpdate(CustomerSchema, { businessId, id }, { ...fields, updatedAt: this.clock.now() });
    return changed ? this.findById(businessId, id) : null;
  }

  /**
   * Rows as plain records (entityRows: the schema's property names and value types): reads that are
   * only returned skip building managed entities, which costs more than the query on a list page.
   */
  private rows(where: QBFilterQuery<CustomerRow>, limit?: number): Promise<CustomerRow[]> {
    const qb = this.em.createQueryBuilder(CustomerSchema).select('*').where(where).orderBy({ createdAt: QueryOrder.ASC });
    if (limit) qb.limit(limit);
    return entityRows<CustomerRow>(this.em, CustomerSchema, qb);
  }

  async delete(businessId: string, id: string): Promise<DeleteOutcome> {
    try {
      return (await this.em.nativeDelete(CustomerSchema, { businessId, id })) ? 'deleted' : 'not_found';
    } catch (error) {
      const table = referencingTable(error);
      if (table) return { referencedBy: table };
      throw error;
    }
  }
}

/**
 * The table whose rows still reference the deleted row, when the error is a foreign-key refusal.
 * The embedded database's errors reach the driver without their SQLSTATE class, and PostgreSQL 17
 * words a RESTRICT refusal differently ("violates RESTRICT setting of foreign key constraint"), so
 * the text is checked too.
 */
export function referencingTable(error: unknown): string | null {
  const message = String((error as Error)?.message ?? '');
  if (!(error instanceof ForeignKeyConstraintViolationException) && !/violates (RESTRICT setting of )?foreign key constraint/.test(message)) return null;
  // 'Key (id)=(…) is still referenced from table "invoices".'
  const detail = String((error as { detail?: string }).detail ?? message);
  return /referenced from table "([^"]+)"/.exec(detail)?.[1] ?? 'unknown';
}

function toCustomer({ businessId: _tenant, sort_key: _key, ...customer }: CustomerRow & { sort_key?: string }): Customer {
  return customer;
}
