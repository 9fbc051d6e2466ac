import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { parsedRows } from '../../../platform/database/sql-rows';
import { BusinessEraser } from '../application/ports/business-records';

const ForeignKey = z.object({ child: z.string(), childColumn: z.string(), parent: z.string(), parentColumn: z.string() });
type ForeignKey = z.infer<typeof ForeignKey>;

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Deletes every row of a business in every table, planned from the database schema at the time of the
 * deletion, so a table added later by any module is covered without a change here: `businesses` by its
 * id, each table with a business_id column by it, and each other table through its foreign keys to
 * rows already covered (a session through its user). Children go before their parents, so the foreign
 * keys hold at every step. Runs in the caller's transaction: all of it is removed, or nothing.
 */
@Injectable()
export class SchemaBusinessEraser extends BusinessEraser {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async erase(businessId: string): Promise<number> {
    let removed = 0;
    for (const statement of await this.plan()) {
      const params = statement.split('?').slice(1).map(() => businessId);
      const result = await this.em.execute<{ affectedRows: number }>(statement, params, 'run');
      removed += result.affectedRows;
    }
    return removed;
  }

  /** One delete per table holding rows of the business; each parameter is the business id. */
  private async plan(): Promise<string[]> {
    const tenantTables = await parsedRows(
      this.em,
      z.object({ name: z.string() }),
      `select c.table_name as name from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = current_schema() and c.column_name = 'business_id' and t.table_type = 'BASE TABLE'`,
    );
    const keys = await parsedRows(
      this.em,
      ForeignKey,
      `select child.relname as child, child_column.attname as "childColumn", parent.relname as parent, parent_column.attname as "parentColumn"
         from pg_constraint k
         join pg_class child on child.oid = k.conrelid
         join pg_class parent on parent.oid = k.confrelid
         join pg_attribute child_column on child_column.attrelid = k.conrelid and child_column.attnum = k.conkey[1]
         join pg_attribute parent_column on parent_column.attrelid = k.confrelid and parent_column.attnum = k.confkey[1]
        where k.contype = 'f' and cardinality(k.conkey) = 1 and child.relnamespace = current_schema()::regnamespace`,
    );

    // The tables holding rows of the business: the tenant tables, then whatever refers to them, until nothing is added.
    const owned = new Set(['businesses', ...tenantTables.map((table) => table.name)]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const key of keys) {
        if (!owned.has(key.parent) || owned.has(key.child)) continue;
        owned.add(key.child);
        grew = true;
      }
    }
    // Which of its rows: parents' conditions are built first, so a child names them through its foreign keys.
    const conditions = new Map<string, string>();
    for (const table of this.childrenFirst([...owned], keys).reverse()) {
      if (table === 'businesses') conditions.set(table, 'id = ?');
      else if (tenantTables.some((tenant) => tenant.name === table)) conditions.set(table, 'business_id = ?');
      else {
        const viaOwners = keys.filter((key) => key.child === table && key.parent !== table && conditions.has(key.parent));
        conditions.set(table, viaOwners.map((key) => `${quote(key.childColumn)} in (select ${quote(key.parentColumn)} from ${quote(key.parent)} where ${conditions.get(key.parent)})`).join(' or '));
      }
    }
    return this.childrenFirst([...owned], keys).map((table) => `delete from ${quote(table)} where ${conditions.get(table)}`);
  }

  private childrenFirst(tables: string[], keys: ForeignKey[]): string[] {
    const ordered: string[] = [];
    const visiting = new Set<string>();
    const visit = (table: string) => {
      if (ordered.includes(table) || visiting.has(table)) return; // a cycle (a table referring to itself) is deleted in one statement
      visiting.add(table);
      for (const key of keys) if (key.parent === table && key.child !== table && tables.includes(key.child)) visit(key.child);
      visiting.delete(table);
      ordered.push(table);
    };
    tables.forEach(visit);
    return ordered;
  }
}
