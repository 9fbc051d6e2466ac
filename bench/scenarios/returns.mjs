/** GST returns: GSTR-1 of last month's seeded invoices, built and downloaded as the offline tool's JSON. */
import { backendModule, gst } from '../lib/context.mjs';
import { authenticate } from './sql.mjs';

/** Last month (the period due for filing): its 'MMYYYY' and its days, `to` exclusive. */
function lastMonth() {
  const [year, month] = gst().calendarDate(new Date()).split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 2, 1));
  const from = start.toISOString().slice(0, 10);
  const to = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  return { fp: `${from.slice(5, 7)}${from.slice(0, 4)}`, from, to };
}

/**
 * returns/adapters/sql-return-documents.ts: the period's invoices with their lines and its credit notes —
 * the API's own statements, taken from the build — as the floor answers them (rows, not the return).
 */
async function periodDocuments(db, ctx) {
  const auth = await authenticate(db, ctx);
  const { PERIOD_INVOICES_SQL, PERIOD_CREDIT_NOTES_SQL } = backendModule('modules/returns/adapters/sql-return-documents');
  const { from, to } = lastMonth();
  const [invoices, notes] = await Promise.all([db.query(PERIOD_INVOICES_SQL, [auth.business_id, from, to]), db.query(PERIOD_CREDIT_NOTES_SQL, [auth.business_id, from, to])]);
  return { invoices: invoices.rows, creditNotes: notes.rows };
}

export default {
  name: 'returns',
  scenarios: [
    {
      id: 'returns.gstr1',
      label: 'GET /api/gst/gstr1 (last month, JSON)',
      kind: 'read',
      request: () => ({ method: 'GET', path: `/api/gst/gstr1?period=${lastMonth().fp}` }),
      floor: periodDocuments,
      // A return is built by one accountant at a time, not by twenty users at once: two connections.
      load: { connections: 2 },
      goals: [{ type: 'p95', maxMs: 1000 }, { type: 'floorRatio', max: 3 }],
    },
  ],
};
