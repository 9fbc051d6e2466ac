import { Injectable } from '@nestjs/common';
import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import { normalizeGstin, normalizeMobile } from '@hisaab/gst';
import { sliceRows } from '../../../shared/cursor';
import type { Customer, CustomerFields } from '../domain/customer';
import { CustomerListQuery, CustomerRepository, CustomerSlice, DeleteOutcome } from '../application/ports/customer.repository';

interface CustomerSqlRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  gst_number: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  state_code: string | null;
  pincode: string | null;
  sez_unit: boolean;
  /** A Date from node-postgres, text from the embedded database: read through `new Date`. */
  created_at: Date | string;
  updated_at: Date | string;
  sort_key?: string;
}

const COLUMNS = 'id, name, email, phone, gst_number, address, city, state, state_code, pincode, sez_unit, created_at, updated_at';

@Injectable()
export class MikroOrmCustomerRepository extends CustomerRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(businessId: string, query: CustomerListQuery): Promise<CustomerSlice> {
    const where = ['business_id = ?'];
    const params: unknown[] = [businessId];
    if (query.search) {
      // Name anywhere; phone and GSTIN from their start, so the first digits typed already find them.
      const literal = (text: string) => text.replace(/[!%_]/g, '!$&');
      const digits = normalizeMobile(query.search);
      const phone = digits.length >= 4 && /^[\d\s+-]+$/.test(query.search.trim()) ? digits : '';
      const typed = normalizeGstin(query.search);
      const gstin = typed.length >= 4 && /^[0-9A-Z]+$/.test(typed) ? typed : '';
      where.push(`(name ilike ? escape '!' or (? <> '' and phone like ? escape '!') or (? <> '' and gst_number like ? escape '!'))`);
      params.push(`%${literal(query.search)}%`, phone, `${literal(phone)}%`, gstin, `${literal(gstin)}%`);
    }
    if (query.after) {
      where.push('(lower(name), id) > (?, ?)');
      params.push(query.after.key, query.after.id);
    }
    const rows: CustomerSqlRow[] = await this.em.execute(
      `select ${COLUMNS}, lower(name) as sort_key from customers
        where ${where.join(' and ')}
        order by lower(name), id
        limit ?`,
      [...params, query.limit + 1],
    );
    return sliceRows(rows, query.limit, toCustomer, (r) => r.sort_key ?? '');
  }

  async findById(businessId: string, id: string): Promise<Customer | null> {
    const rows: CustomerSqlRow[] = await this.em.execute(`select ${COLUMNS} from customers where business_id = ? and id = ?`, [businessId, id]);
    return rows[0] ? toCustomer(rows[0]) : null;
  }

  async findMany(businessId: string, ids: readonly string[]): Promise<Customer[]> {
    if (!ids.length) return [];
    const rows: CustomerSqlRow[] = await this.em.execute(`select ${COLUMNS} from customers where business_id = ? and id in (?)`, [businessId, [...ids]]);
    return rows.map(toCustomer);
  }

  async lockGstin(businessId: string, gstNumber: string, exceptId: string | null): Promise<Customer | null> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtextextended('customer-gstin:' || ? || ':' || ?, 0))`, [businessId, gstNumber]);
    const rows: CustomerSqlRow[] = await this.em.execute(
      `select ${COLUMNS} from customers where business_id = ? and gst_number = ? and id is distinct from ? order by created_at limit 1`,
      [businessId, gstNumber, exceptId],
    );
    return rows[0] ? toCustomer(rows[0]) : null;
  }

  async insert(businessId: string, id: string, f: CustomerFields): Promise<Customer> {
    const rows: CustomerSqlRow[] = await this.em.execute(
      `insert into customers (id, business_id, name, email, phone, gst_number, address, city, state, state_code, pincode, sez_unit)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
      [id, businessId, f.name, f.email, f.phone, f.gstNumber, f.address, f.city, f.state, f.stateCode, f.pincode, f.sezUnit],
    );
    return toCustomer(rows[0]);
  }

  async update(businessId: string, id: string, f: CustomerFields): Promise<Customer | null> {
    const rows: CustomerSqlRow[] = await this.em.execute(
      `update customers set name = ?, email = ?, phone = ?, gst_number = ?, address = ?, city = ?, state = ?, state_code = ?, pincode = ?, sez_unit = ?, updated_at = now()
        where business_id = ? and id = ? returning ${COLUMNS}`,
      [f.name, f.email, f.phone, f.gstNumber, f.address, f.city, f.state, f.stateCode, f.pincode, f.sezUnit, businessId, id],
    );
    return rows[0] ? toCustomer(rows[0]) : null;
  }

  async delete(businessId: string, id: string): Promise<DeleteOutcome> {
    try {
      const rows: { id: string }[] = await this.em.execute('delete from customers where business_id = ? and id = ? returning id', [businessId, id]);
      return rows.length ? 'deleted' : 'not_found';
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

function toCustomer(r: CustomerSqlRow): Customer {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    gstNumber: r.gst_number,
    address: r.address,
    city: r.city,
    state: r.state,
    stateCode: r.state_code,
    pincode: r.pincode,
    sezUnit: r.sez_unit,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}
