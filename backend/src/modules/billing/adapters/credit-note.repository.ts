import { Injectable } from '@nestjs/common';
import { EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, entityRows, parsedRows } from '../../../platform/database/sql-rows';
import { sql } from '../../../platform/database/sql';
import { likeLiteral } from '../../../shared/like';
import type { CreditedSoFar } from '../domain/credit-note-rules';
import { CreditNoteRepository, type CreditNoteItemRecord, type CreditNoteListQuery, type CreditNoteRecord, type CreditNoteRow } from '../application/ports/credit-note-store';
import { CreditNoteItemSchema, CreditNoteSchema } from './credit-note.entities';

/** Each note with its invoice's number and date (joined under their property names: entityRows passes them through). */
const ROW_FROM = sql.raw(`select n.*, i.invoice_number as "invoiceNumber", to_char(i.invoice_date, 'YYYY-MM-DD') as "invoiceDate"
  from credit_notes n join invoices i on i.id = n.invoice_id and i.business_id = n.business_id`);

const CreditedRow = z.object({ invoiceItemId: column.uuid, quantity: column.decimal, taxablePaise: column.paise });

@Injectable()
export class MikroOrmCreditNoteRepository extends CreditNoteRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insert(note: CreditNoteRecord, items: CreditNoteItemRecord[]): Promise<void> {
    await this.em.insert(CreditNoteSchema, note);
    if (items.length) await this.em.insertMany(CreditNoteItemSchema, items);
  }

  async creditedByItem(businessId: string, invoiceId: string): Promise<Map<string, CreditedSoFar>> {
    const rows = await parsedRows(
      this.em,
      CreditedRow,
      sql`select t.invoice_item_id::text as "invoiceItemId", coalesce(sum(t.quantity), 0) as quantity, sum(t.taxable) as "taxablePaise"
            from credit_note_items t join credit_notes n on n.id = t.credit_note_id
           where n.business_id = ${businessId} and n.invoice_id = ${invoiceId}
           group by t.invoice_item_id`,
    );
    return new Map(rows.map((row) => [row.invoiceItemId, { quantity: row.quantity, taxablePaise: row.taxablePaise }]));
  }

  async findById(businessId: string, id: string): Promise<CreditNoteRow | null> {
    const [row] = await entityRows<CreditNoteRow, CreditNoteRecord>(this.em, CreditNoteSchema, sql`${ROW_FROM} where n.business_id = ${businessId} and n.id = ${id}`);
    return row ?? null;
  }

  async findItems(businessId: string, creditNoteId: string): Promise<CreditNoteItemRecord[]> {
    const qb = this.em.createQueryBuilder(CreditNoteItemSchema).select('*').where({ businessId, creditNoteId }).orderBy({ position: QueryOrder.ASC });
    return entityRows(this.em, CreditNoteItemSchema, qb);
  }

  async list(businessId: string, query: CreditNoteListQuery): Promise<CreditNoteRow[]> {
    const where = [sql`n.business_id = ${businessId}`];
    if (query.invoiceId) where.push(sql`n.invoice_id = ${query.invoiceId}`);
    // The expression is the trigram index's.
    if (query.search) where.push(sql`lower(n.note_number || ' ' || n.customer_name) like ${`%${likeLiteral(query.search.toLowerCase())}%`}`);
    if (query.after) where.push(sql`(n.note_date, n.id) < (${query.after.noteDate}::date, ${query.after.id}::uuid)`);
    return entityRows<CreditNoteRow, CreditNoteRecord>(
      this.em,
      CreditNoteSchema,
      sql`${ROW_FROM} where ${sql.join(where, ' and ')} order by n.note_date desc, n.id desc ${sql.limit(query.limit)}`,
    );
  }

  async forInvoice(businessId: string, invoiceId: string): Promise<CreditNoteRecord[]> {
    const qb = this.em
      .createQueryBuilder(CreditNoteSchema)
      .select('*')
      .where({ businessId, invoiceId })
      .orderBy({ noteDate: QueryOrder.ASC, id: QueryOrder.ASC });
    return entityRows(this.em, CreditNoteSchema, qb);
  }
}
