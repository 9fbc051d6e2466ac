/**
 * The five reports (GET /api/reports/{type}) for the whole of the last financial year of the seeded data
 * (about 52,000 issued invoices, 260,000 lines, the year's purchases, expenses and stock ledger), JSON.
 * Each floor runs the statements the API runs for that report — taken from the build, not copied — in
 * parallel as the API does; purchases' figures through the built SqlMoneyOutFigures on a pg pool.
 */
import { backendModule, gst } from '../lib/context.mjs';
import { authenticate } from './sql.mjs';

/** The last financial year, both days inclusive, and its `to` exclusive for the statements. */
function lastFinancialYear() {
  const start = gst().financialYearOf(gst().calendarDate(new Date())).startYear - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31`, toExclusive: `${start + 1}-04-01` };
}

const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};
const run = async (db, { sql, params }) => (await db.query(numbered(sql), params)).rows;

/** purchases' own statements, run through its built adapter with a pg pool standing in for MikroORM's execute. */
function moneyOut(db) {
  const { SqlMoneyOutFigures } = backendModule('modules/purchases/adapters/sql-money-out-figures');
  return new SqlMoneyOutFigures({ execute: async (sql, params) => (await db.query(numbered(sql), params)).rows });
}

const LIMITS = { listRows: 100, customersInAnalysis: 10, noSaleDays: 90 };

/** Each report's statements, as the API runs them for its JSON. */
const STATEMENTS = {
  'profit-loss': (businessId, range) => {
    const { salesStatements: s } = backendModule('modules/reports/adapters/sql-sales-figures');
    const { taxStatements: t } = backendModule('modules/reports/adapters/sql-tax-figures');
    return [s.invoiceTotals(businessId, range), s.creditNoteTotals(businessId, range), t.costOfGoods(businessId, range)];
  },
  gst: (businessId, range) => {
    const { salesStatements: s } = backendModule('modules/reports/adapters/sql-sales-figures');
    const { taxStatements: t } = backendModule('modules/reports/adapters/sql-tax-figures');
    return [t.taxByRate(businessId, range), s.invoiceTotals(businessId, range), s.creditNoteTotals(businessId, range)];
  },
  sales: (businessId, range) => {
    const { salesStatements: s } = backendModule('modules/reports/adapters/sql-sales-figures');
    const { granularityOf } = backendModule('modules/reports/domain/periods');
    return [
      s.invoiceTotals(businessId, range),
      s.creditNoteTotals(businessId, range),
      s.byPeriod(businessId, range, granularityOf(range)),
      s.byCustomer(businessId, range, LIMITS.listRows),
      s.byProductAndHsn(businessId, range, LIMITS.listRows),
      s.latestInvoices(businessId, range, LIMITS.listRows),
    ];
  },
  customers: (businessId, range) => {
    const { customerStatement } = backendModule('modules/reports/adapters/sql-customer-figures');
    return [customerStatement(businessId, range, gst().calendarDate(new Date()), LIMITS.customersInAnalysis)];
  },
  inventory: (businessId, range) => {
    const { inventoryStatements } = backendModule('modules/reports/adapters/sql-inventory-figures');
    const today = gst().calendarDate(new Date());
    const window = { after: gst().addDays(today, -LIMITS.noSaleDays), through: today };
    return [inventoryStatements.report(businessId, range, window, LIMITS.listRows)];
  },
};

/** Which reports also read purchases' figures (expenses for the P&L, input tax for the GST report). */
const MONEY_OUT = { 'profit-loss': (m, b, r) => m.expensesByCategory(b, r, false), gst: (m, b, r) => m.inputTax(b, r) };

function floorOf(type) {
  return async (db, ctx) => {
    const auth = await authenticate(db, ctx);
    const fy = lastFinancialYear();
    const range = { from: fy.from, to: fy.toExclusive };
    const reads = STATEMENTS[type](auth.business_id, range).map((statement) => run(db, statement));
    if (MONEY_OUT[type]) reads.push(MONEY_OUT[type](moneyOut(db), auth.business_id, range));
    return Promise.all(reads);
  };
}

const LABELS = { 'profit-loss': 'Profit & Loss', gst: 'GST', sales: 'Sales', customers: 'Customers', inventory: 'Inventory' };

export default {
  name: 'reports',
  scenarios: Object.keys(STATEMENTS).map((type) => ({
    id: `reports.${type}`,
    label: `GET /api/reports/${type} (${LABELS[type]}, last financial year)`,
    kind: 'read',
    request: () => {
      const fy = lastFinancialYear();
      return { method: 'GET', path: `/api/reports/${type}?from=${fy.from}&to=${fy.to}` };
    },
    floor: floorOf(type),
    // A report is opened by an owner or an accountant now and then, not by twenty users at once.
    load: { connections: 2 },
    goals: [{ type: 'p95', maxMs: 300 }, { type: 'floorRatio', max: 3 }],
  })),
};
