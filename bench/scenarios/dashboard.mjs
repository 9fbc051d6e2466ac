/** Reports: the dashboard figures. */
import { backendModule, gst } from '../lib/context.mjs';
import { authenticate } from './sql.mjs';

/**
 * reports/adapters/mikro-orm-report-queries.ts dashboardQuery() — the API's own statement, taken from the
 * build rather than copied — with its parameters from the built periods helper.
 */
async function metrics(db, ctx) {
  const auth = await authenticate(db, ctx);
  const { dashboardPeriods } = backendModule('modules/reports/domain/periods');
  const { dashboardQuery } = backendModule('modules/reports/adapters/mikro-orm-report-queries');
  const { sql, params } = dashboardQuery(auth.business_id, dashboardPeriods(gst().calendarDate(new Date())));
  let n = 0;
  const { rows } = await db.query(sql.replace(/\?/g, () => `$${++n}`), params);
  return rows[0];
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
