import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import type { DateRange } from '../domain/periods';
import { type CustomerFigure, CustomerFigures, type CustomerTotals } from '../application/ports/customer-figures';
import { type Statement, ISSUED_IN_RANGE } from './report-sql';

const FIGURES = ['invoiceCount', 'invoicedPaise', 'creditedPaise', 'paidPaise', 'outstandingPaise', 'notDuePaise', 'days0to30Paise', 'days31to60Paise', 'days61to90Paise', 'over90Paise'] as const;

/**
 * One pass over the period's issued invoices (billing's table), hashed by customer; the page (the largest
 * first) gets the customer's current name and GSTIN (crm's table; read models, docs/architecture.md), and
 * the totals over every customer, summed once, ride on each of its rows, so a page of ten still carries
 * them. Exported for the bench's floor.
 */
export const customerStatement = (businessId: string, r: DateRange, asOf: string, limit: number | null): Statement => ({
  sql: `with per as (
          select i.customer_id as "customerId", max(i.invoice_date)::text as "lastPurchase", count(*) as "invoiceCount",
                 sum(i.total) as "invoicedPaise", sum(i.credited) as "creditedPaise", sum(i.amount_paid) as "paidPaise",
                 sum(b.balance) as "outstandingPaise",
                 coalesce(sum(b.balance) filter (where b.late < 0), 0) as "notDuePaise",
                 coalesce(sum(b.balance) filter (where b.late between 0 and 30), 0) as "days0to30Paise",
                 coalesce(sum(b.balance) filter (where b.late between 31 and 60), 0) as "days31to60Paise",
                 coalesce(sum(b.balance) filter (where b.late between 61 and 90), 0) as "days61to90Paise",
                 coalesce(sum(b.balance) filter (where b.late > 90), 0) as "over90Paise"
            from invoices i
            cross join lateral (select case when i.status = 'sent' then greatest(i.total - i.credited - i.amount_paid, 0) else 0 end as balance,
                                       ?::date - i.due_date as late) b
           where ${ISSUED_IN_RANGE}
           group by i.customer_id),
        totals as (select json_build_object('customerCount', count(*), ${FIGURES.map((f) => `'${f}', sum("${f}")`).join(', ')}) as totals from per),
        page as (select * from per order by "invoicedPaise" desc, "customerId" limit ${limit === null ? 'all' : '?'})
        select page.*, c.name, c.gst_number as gstin, totals.totals
          from page join customers c on c.id = page."customerId" and c.business_id = ? cross join totals
         order by "invoicedPaise" desc, "customerId"`,
  params: [asOf, businessId, r.from, r.to, ...(limit === null ? [] : [limit]), businessId],
});

const paise = column.paise;
const figures = {
  invoiceCount: column.count,
  invoicedPaise: paise,
  creditedPaise: paise,
  paidPaise: paise,
  outstandingPaise: paise,
  notDuePaise: paise,
  days0to30Paise: paise,
  days31to60Paise: paise,
  days61to90Paise: paise,
  over90Paise: paise,
} satisfies Record<(typeof FIGURES)[number], z.ZodType<number>>;
const Totals = z.object({ customerCount: column.count, ...figures });
const Row = z.object({ customerId: column.uuid, name: column.text, gstin: column.text.nullable(), lastPurchase: column.date, ...figures, totals: Totals });

const NO_CUSTOMERS: CustomerTotals = Totals.parse({ customerCount: 0, ...Object.fromEntries(FIGURES.map((f) => [f, 0])) });

@Injectable()
export class SqlCustomerFigures extends CustomerFigures {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async customers(businessId: string, range: DateRange, asOf: string, limit: number | null): Promise<{ rows: CustomerFigure[]; totals: CustomerTotals }> {
    const { sql, params } = customerStatement(businessId, range, asOf, limit);
    const rows = await parsedRows(this.em, Row, sql, params);
    return { rows: rows.map(({ totals: _totals, ...row }) => row), totals: rows[0]?.totals ?? NO_CUSTOMERS };
  }
}
