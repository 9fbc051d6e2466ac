import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import type { DateRange } from '../domain/periods';
import { type CostOfGoods, type RateTax, TaxFigures } from '../application/ports/tax-figures';
import { type Statement, LINE_TOTALS, lineTotalsParams, NOTES_IN_RANGE, TAX_HEADS } from './report-sql';

/**
 * Statements over billing's line summary (billing_line_totals, whole months), invoice_items (the days
 * around them) and credit_note_items (read models, docs/architecture.md), each bounded by (business_id,
 * month or date); exported for the bench's floor.
 * Product lines are whole units, so quantity × a cost in paise is whole paise; round() only guards it.
 */
export const taxStatements = {
  costOfGoods: (businessId: string, r: DateRange): Statement => ({
    sql: `select sold.*, returned."returnedPaise"
            from (select coalesce(round(sum(l.cost)), 0) as "soldPaise", coalesce(sum(l.lines_with_cost), 0) as "linesWithCost",
                         coalesce(sum(l.line_count - l.lines_with_cost), 0) as "linesWithoutCost"
                    from ${LINE_TOTALS} l) sold,
                 (select coalesce(round(sum(ni.quantity * ii.cost_price_paise)), 0) as "returnedPaise"
                    from credit_notes n
                    join credit_note_items ni on ni.credit_note_id = n.id and ni.business_id = n.business_id
                    join invoice_items ii on ii.id = ni.invoice_item_id and ii.business_id = n.business_id
                   where ${NOTES_IN_RANGE} and n.restock and ni.quantity is not null) returned`,
    params: [...lineTotalsParams(businessId, r), businessId, r.from, r.to],
  }),
  taxByRate: (businessId: string, r: DateRange): Statement => ({
    sql: `select to_char(l.month, 'YYYY-MM') as month, l.gst_rate as "gstRate", 'invoice' as source, sum(l.taxable) as "taxablePaise", ${TAX_HEADS('l')}
            from ${LINE_TOTALS} l
           group by 1, 2
          union all
          select to_char(n.note_date, 'YYYY-MM'), ni.gst_rate, 'credit_note', sum(ni.taxable), ${TAX_HEADS('ni')}
            from credit_notes n join credit_note_items ni on ni.credit_note_id = n.id and ni.business_id = n.business_id
           where ${NOTES_IN_RANGE}
           group by 1, 2
           order by 1, 2, 3`,
    params: [...lineTotalsParams(businessId, r), businessId, r.from, r.to],
  }),
};

const CostRow = z.object({ soldPaise: column.paise, returnedPaise: column.paise, linesWithCost: column.count, linesWithoutCost: column.count });
const RateRow = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  gstRate: column.decimal,
  source: z.enum(['invoice', 'credit_note']),
  taxablePaise: column.paise,
  cgstPaise: column.paise,
  sgstPaise: column.paise,
  igstPaise: column.paise,
  cessPaise: column.paise,
});

@Injectable()
export class SqlTaxFigures extends TaxFigures {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async costOfGoods(businessId: string, range: DateRange): Promise<CostOfGoods> {
    const { sql, params } = taxStatements.costOfGoods(businessId, range);
    const [row] = await parsedRows(this.em, CostRow, sql, params);
    return row;
  }

  taxByRate(businessId: string, range: DateRange): Promise<RateTax[]> {
    const { sql, params } = taxStatements.taxByRate(businessId, range);
    return parsedRows(this.em, RateRow, sql, params);
  }
}
