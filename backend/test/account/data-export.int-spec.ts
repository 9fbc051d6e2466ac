import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { advanceClock } from '../../../test-support/clock';
import { endTrial } from '../../../test-support/identity';
import { binary } from '../../../test-support/binary';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, item, pay, setStatus, type Biz } from '../billing/billing-fixtures';

const DAY_MS = 24 * 3600 * 1000;

/** The CSV's records (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('data export', () => {
  let t: TestApp;
  let b: Biz;
  const dir = mkdtempSync(join(tmpdir(), 'hisaab-export-test-'));

  beforeAll(async () => {
    t = await createTestApp();
    b = await gstBusiness(t);
    const buyer = await customer(b, { name: '=HYPERLINK("http://evil.example","Kaveri, Stores")' });
    const sent = await createInvoice(b, buyer.id, { notes: 'Line one\nline "two"' }, [item({ quantity: 3, rate: 1234.5 })]);
    await setStatus(b, sent.id, 'sent');
    await pay(b, sent.id, 500).expect(201);
    await createInvoice(b, buyer.id); // a draft: in the CSV, no PDF
  });
  afterAll(() => t.close());

  /** The link from the newest export e-mail to the owner, as a path on this app. */
  async function linkFromMail(since: number): Promise<string> {
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m, i = t.smtp.messages.indexOf(m)) => i >= since && m.to.includes(b.user.email) && m.subject === 'Your Hisaab data export is ready');
    const url = /http:\/\/localhost:3000(\/api\/auth\/export-data\/\S+)/.exec(mail.text);
    if (!url) throw new Error(`No link in: ${mail.text}`);
    return url[1];
  }

  it('works for a lapsed account (trial over, no plan): a business can always take its data out', async () => {
    const lapsed = await gstBusiness(t);
    await endTrial(t, lapsed);
    await t.http().get('/api/customers').set(lapsed.auth).expect(402);
    const since = t.smtp.messages.length;
    await t.http().post('/api/auth/export-data').set(lapsed.auth).expect(202);
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m, i = t.smtp.messages.indexOf(m)) => i >= since && m.to.includes(lapsed.user.email));
    const link = /http:\/\/localhost:3000(\/api\/auth\/export-data\/\S+)/.exec(mail.text)![1];
    await t.http().get(link).buffer(true).parse(binary).expect(200);
  });

  it('builds one ZIP of every record as CSV and JSON with the issued PDFs; its invoice CSV matches the API; one export a day', async () => {
    const since = t.smtp.messages.length;
    const res = await t.http().post('/api/auth/export-data').set(b.auth).expect(202);
    expect(res.body.message).toMatch(/^A download link will be e-mailed to /);
    const again = await t.http().post('/api/auth/export-data').set(b.auth).expect(409);
    expect(again.body.code).toBe('EXPORT_ALREADY_REQUESTED');

    const link = await linkFromMail(since);
    const download = await t.http().get(link).buffer(true).parse(binary).expect(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="hisaab-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = join(dir, 'export.zip');
    writeFileSync(zip, download.body as Buffer);

    const names = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n').sort();
    for (const kind of ['settings', 'customers', 'leads', 'lead_status_changes', 'products', 'stock_ledger', 'invoices', 'invoice_items', 'payments', 'credit_notes', 'credit_note_items', 'delivery_challans', 'delivery_challan_items', 'recurring_invoices', 'recurring_invoice_items', 'recurring_invoice_runs', 'expenses', 'purchase_bills', 'purchase_bill_items', 'communications']) {
      expect(names).toEqual(expect.arrayContaining([`csv/${kind}.csv`, `json/${kind}.json`]));
    }
    const pdfs = names.filter((name) => name.startsWith('pdfs/'));
    expect(pdfs).toHaveLength(1);
    expect(execFileSync('unzip', ['-p', zip, pdfs[0]]).subarray(0, 5).toString()).toBe('%PDF-');

    const csv = execFileSync('unzip', ['-p', zip, 'csv/invoices.csv'], { encoding: 'utf8' });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(csv.slice(1));
    const column = (name: string) => header.indexOf(name);
    const api = (await t.http().get('/api/invoices').set(b.auth).expect(200)).body.items as { id: string; invoiceNumber: string; status: string; total: number; notes?: string }[];
    expect(rows.map((row) => row[column('id')]).sort()).toEqual(api.map((invoice) => invoice.id).sort());
    for (const invoice of api) {
      const row = rows.find((r) => r[column('id')] === invoice.id)!;
      expect(row[column('invoice_number')]).toBe(invoice.invoiceNumber ?? '');
      expect(row[column('status')]).toBe(invoice.status);
      expect(Number(row[column('total')])).toBe(Math.round(invoice.total * 100)); // stored in paise
    }
    expect(rows.some((row) => row[column('notes')] === 'Line one\nline "two"')).toBe(true);

    const customers = parseCsv(execFileSync('unzip', ['-p', zip, 'csv/customers.csv'], { encoding: 'utf8' }).slice(1));
    expect(customers[1][customers[0].indexOf('name')]).toBe(`'=HYPERLINK("http://evil.example","Kaveri, Stores")`);
    const invoicesJson = JSON.parse(execFileSync('unzip', ['-p', zip, 'json/invoices.json'], { encoding: 'utf8' })) as { id: string; items: unknown[] }[];
    expect(invoicesJson.every((invoice) => invoice.items.length === 1)).toBe(true);
    const payments = JSON.parse(execFileSync('unzip', ['-p', zip, 'json/payments.json'], { encoding: 'utf8' })) as { amount: number }[];
    expect(payments).toHaveLength(1);
  });

  it('refuses a tampered link, then an expired one; a new export is allowed the next day', async () => {
    advanceClock(t, DAY_MS);
    const since = t.smtp.messages.length;
    await t.http().post('/api/auth/export-data').set(b.auth).expect(202);
    const link = await linkFromMail(since);
    await t.http().get(link).buffer(true).parse(binary).expect(200);

    const url = new URL(link, 'http://localhost');
    const signature = url.searchParams.get('signature')!;
    const tampered = (change: (u: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return `${copy.pathname}${copy.search}`;
    };
    const forged = await t.http().get(tampered((u) => u.searchParams.set('signature', signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')))).expect(404);
    expect(forged.body.code).toBe('EXPORT_LINK_INVALID');
    await t.http().get(tampered((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 86_400)))).expect(404);
    await t.http().get(tampered((u) => (u.pathname = u.pathname.replace(/[0-9a-f]{12}$/, '000000000000')))).expect(404);
    await t.http().get(tampered((u) => u.searchParams.delete('signature'))).expect(400);

    advanceClock(t, 7 * DAY_MS + 60_000);
    const expired = await t.http().get(link).expect(400);
    expect(expired.body.code).toBe('EXPORT_LINK_EXPIRED');
  });

  it('asks for a sign-in to request an export', async () => {
    await t.http().post('/api/auth/export-data').expect(401);
  });
});
