import { referencingTable } from './mikro-orm-customer.repository';

describe('referencingTable', () => {
  const refusal = (message: string, detail?: string) => Object.assign(new Error(message), detail ? { detail } : {});

  it.each([
    ['PostgreSQL 15', 'delete from "customers" - update or delete on table "customers" violates foreign key constraint "invoices_customer_id_foreign" on table "invoices"'],
    ['PostgreSQL 17 (RESTRICT)', 'update or delete on table "customers" violates RESTRICT setting of foreign key constraint "invoices_customer_id_foreign" on table "invoices"'],
  ])('names the referencing table in the wording of %s', (_version, message) => {
    expect(referencingTable(refusal(message, 'Key (id)=(1) is still referenced from table "invoices".'))).toBe('invoices');
  });

  it('is null for any other error', () => {
    expect(referencingTable(refusal('duplicate key value violates unique constraint "customers_pkey"'))).toBeNull();
    expect(referencingTable('not an error')).toBeNull();
  });
});
