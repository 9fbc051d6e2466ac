/**
 * Money out for the bench business (what the reports read beside the invoices): purchase bills from
 * suppliers with `purchaseLines` lines in all (taxes from computePurchaseBill, the rule the API runs; product
 * lines put into the stock ledger as 'purchase' rows) and `expenses` expenses with their GST split by
 * splitTaxPaid. Dates spread over the same months as the invoices; deterministic through the caller's PRNG.
 */
import { randomUUID } from 'node:crypto';
import { gst, requireFromBackend } from '../lib/context.mjs';
import { insertRows, STOCK_MOVEMENT_COLUMNS } from './rows.mjs';

const SUPPLIER_NAMES = ['Kaveri Mills', 'Coromandel Wholesale', 'Sri Lakshmi Distributors', 'Bharat Electricals Depot', 'Deccan Hardware Mart', 'Malabar Spices Co', 'Tiruppur Knits', 'Salem Steel Works'];
// The business is in Tamil Nadu: most suppliers are local (CGST + SGST), some in other states (IGST).
const SUPPLIER_STATES = ['33', '33', '33', '33', '33', '29', '27', '32'];
const TYPED_LINES = [['Freight charges', '996511', 5], ['Packing material', '4819', 18], ['Loading and unloading', '996719', 18]];
const DAY = 86_400_000;
const addDays = (ymd, days) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const rupees = (paise) => (paise / 100).toFixed(2);

export async function seedPurchaseData(client, { businessId, userId, firstDay, span, products, rand, options = {} }) {
  const g = gst();
  const { EXPENSE_CATEGORIES } = requireFromBackend('@hisaab/contracts');
  const o = { purchaseLines: 20_000, expenses: 3_000, ...options };
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
  const letters = (n) => Array.from({ length: n }, () => String.fromCharCode(65 + int(0, 25))).join('');

  const suppliers = Array.from({ length: 40 }, (_, i) => {
    const stateCode = pick(SUPPLIER_STATES);
    const registered = rand() < 0.9;
    let gstin = null;
    if (registered) {
      const first14 = `${stateCode}${letters(3)}${pick(['C', 'F', 'P'])}${letters(1)}${String(int(1000, 9999))}${letters(1)}${int(1, 9)}Z`;
      gstin = first14 + g.gstinCheckCharacter(first14);
    }
    return { name: `${pick(SUPPLIER_NAMES)} ${i + 1}`, gstin };
  });

  const bills = [];
  const items = [];
  const movements = [];
  const numbers = new Map();
  while (items.length < o.purchaseLines) {
    const supplier = pick(suppliers);
    const billDate = addDays(firstDay, int(0, span));
    const allowed = g.selectableGstRates(billDate);
    const count = Math.min(int(1, 9), o.purchaseLines - items.length);
    const lines = Array.from({ length: count }, () => {
      if (rand() < 0.15) {
        const [name, hsn, rate] = pick(TYPED_LINES);
        return { product: null, name, hsn, unit: 'nos', quantity: '1', ratePaise: int(200, 50_000), gstRate: rate };
      }
      const product = pick(products);
      const ratePaise = Math.max(1, Math.round(product.costPricePaise * (0.9 + rand() * 0.2)));
      return { product, name: product.name, hsn: product.hsn, unit: product.unit, quantity: String(int(1, 50)), ratePaise, gstRate: allowed.includes(product.gstRate) ? product.gstRate : 18 };
    });
    const tax = g.computePurchaseBill(
      lines.map((l) => ({ quantity: l.quantity, rate: rupees(l.ratePaise), discount: '0', gstRate: l.gstRate, cessRate: 0 })),
      { supplierGstin: supplier.gstin, businessState: '33', placeOfSupply: '33' },
    );
    const fy = g.financialYearOf(billDate).label;
    const key = `${supplier.name}|${fy}`;
    const next = (numbers.get(key) ?? 0) + 1;
    numbers.set(key, next);
    const id = randomUUID();
    const createdAt = new Date(Date.parse(`${billDate}T11:00:00+05:30`)).toISOString();
    bills.push([
      id, businessId, supplier.name, supplier.gstin, supplier.gstin ?? `name:${supplier.name.toLowerCase()}`, `B/${fy}/${next}`, fy, billDate, '33', tax.supplierState, tax.supplyType,
      supplier.gstin !== null && rand() < 0.95, tax.subtotalPaise, tax.cgstPaise, tax.sgstPaise, tax.igstPaise, tax.cessPaise, tax.gstAmountPaise, tax.totalPaise, userId, createdAt,
    ]);
    lines.forEach((l, position) => {
      const t = tax.lines[position];
      items.push([randomUUID(), businessId, id, position, l.product?.id ?? null, l.name, l.hsn, l.quantity, l.unit, rupees(l.ratePaise), t.gstRate, t.cessRate, t.taxablePaise, t.cgstPaise, t.sgstPaise, t.igstPaise, t.cessPaise, t.totalPaise]);
      if (l.product) movements.push([randomUUID(), businessId, l.product.id, 'purchase', Number(l.quantity), 0, 'purchase', id, null, createdAt]);
    });
  }
  await insertRows(
    client,
    'purchase_bills',
    [
      ['id', 'uuid'], ['business_id', 'uuid'], ['supplier_name', 'text'], ['supplier_gstin', 'text'], ['supplier_key', 'text'], ['bill_number', 'text'], ['fy', 'text'],
      ['bill_date', 'date'], ['place_of_supply', 'text'], ['supplier_state', 'text'], ['supply_type', 'text'], ['itc_eligible', 'boolean'], ['subtotal_paise', 'bigint'],
      ['cgst_paise', 'bigint'], ['sgst_paise', 'bigint'], ['igst_paise', 'bigint'], ['cess_paise', 'bigint'], ['gst_amount_paise', 'bigint'], ['total_paise', 'bigint'],
      ['created_by', 'uuid'], ['created_at', 'timestamptz'],
    ],
    bills,
    5_000,
  );
  await insertRows(
    client,
    'purchase_bill_items',
    [
      ['id', 'uuid'], ['business_id', 'uuid'], ['bill_id', 'uuid'], ['position', 'integer'], ['product_id', 'uuid'], ['product_name', 'text'], ['hsn', 'text'],
      ['quantity', 'numeric'], ['unit', 'text'], ['rate', 'numeric'], ['gst_rate', 'numeric'], ['cess_rate', 'numeric'], ['taxable_paise', 'bigint'],
      ['cgst_paise', 'bigint'], ['sgst_paise', 'bigint'], ['igst_paise', 'bigint'], ['cess_paise', 'bigint'], ['total_paise', 'bigint'],
    ],
    items,
  );
  await insertRows(client, 'stock_movements', STOCK_MOVEMENT_COLUMNS, movements);

  // Expenses: a third with GST on the receipt (18%), most of that claimable.
  const expenses = Array.from({ length: o.expenses }, () => {
    const expenseDate = addDays(firstDay, int(0, span));
    const amountPaise = int(10_000, 5_000_000);
    const withGst = rand() < 0.35;
    const gstPaise = withGst ? Math.round(amountPaise * 0.18) : 0;
    const supplyType = rand() < 0.85 ? 'INTRA' : 'INTER';
    const split = g.splitTaxPaid(gstPaise, supplyType);
    return [
      randomUUID(), businessId, expenseDate, pick(EXPENSE_CATEGORIES), amountPaise, gstPaise, withGst ? 18 : null, supplyType, split.cgstPaise, split.sgstPaise, split.igstPaise,
      withGst && rand() < 0.8, pick(['cash', 'bank_transfer', 'upi']), `Vendor ${int(1, 200)}`, null, userId,
    ];
  });
  await insertRows(
    client,
    'expenses',
    [
      ['id', 'uuid'], ['business_id', 'uuid'], ['expense_date', 'date'], ['category', 'text'], ['amount_paise', 'bigint'], ['gst_paise', 'bigint'], ['gst_rate', 'numeric'],
      ['supply_type', 'text'], ['cgst_paise', 'bigint'], ['sgst_paise', 'bigint'], ['igst_paise', 'bigint'], ['itc_eligible', 'boolean'], ['payment_method', 'text'],
      ['vendor', 'text'], ['notes', 'text'], ['created_by', 'uuid'],
    ],
    expenses,
  );
  return { purchaseBills: bills.length, purchaseLines: items.length, expenses: expenses.length, stockMovements: movements.length };
}
