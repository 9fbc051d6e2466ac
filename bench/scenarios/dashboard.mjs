/** Reports: the dashboard figures. */
import { backendModule, gst } from '../lib/context.mjs';
import { authenticate } from './sql.mjs';

/**
 * The API's own statements, taken from the build rather than copied, with their parameters from the built
 * periods helper: reports/adapters/mikro-orm-report-queries.ts dashboardQuery(), and beside it, in parallel,
 * the quarter's credit notes and input tax (GST Paid and Net GST Liability), purchases' statement through
 * its built adapter on the pg pool.
 */
async function metrics(db, ctx) {
  const auth = await authenticate(db, ctx);
  const { dashboardPeriods } = backendModule('modules/reports/domain/periods');
  const { dashboardQuery } = backendModule('modules/reports/adapters/mikro-orm-report-queries');
  const { salesStatements } = backendModule('modules/reports/adapters/sql-sales-figures');
  const { SqlMoneyOutFigures } = backendModule('modules/purchases/adapters/sql-money-out-figures');
  const periods = dashboardPeriods(gst().calendarDate(new Date()));
  const numbered = (sql) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  const run = async ({ sql, params }) => (await db.query(numbered(sql), params)).rows;
  const moneyOut = new SqlMoneyOutFigures({ execute: (sql, params) => run({ sql, params }) });
  const [rows, notes, input] = await Promise.all([
    run(dashboardQuery(auth.business_id, periods)),
    run(salesStatements.creditNoteTotals(auth.business_id, periods.quarter)),
    moneyOut.inputTax(auth.business_id, periods.quarter),
  ]);
  return { ...rows[0], notes: notes[0], input };
}

export default {
  name: 'dashboard',
  scenarios: [
    {
      id: 'dashboard.metrics',
      label: 'GET /api/dashboard/metrics',
      kind: 'read',
      request: () => ({ method: 'GET', path: '/api/dashboard/metrics' }),
      floor: metrics,
      goals: [{ type: 'p95', maxMs: 50 }, { type: 'floorRatio', max: 3 }],
    },
  ],
};
