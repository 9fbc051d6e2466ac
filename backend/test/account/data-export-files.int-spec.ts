import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountMessages } from '@hisaab/contracts';
import { advanceClock } from '../../../test-support/clock';
import { binary } from '../../../test-support/binary';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, item, pay, setStatus, type Biz } from '../billing/billing-fixtures';

const DAY_MS = 24 * 3600 * 1000;
const KINDS = ['settings', 'customers', 'products', 'stock_ledger', 'invoices', 'invoice_items', 'payments', 'communications'];
/** What a browser sends when the user follows a link. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('data export files and links', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'hisaab-export-files-'));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Requests an export for `biz` and answers the path of the link e-mailed to it. */
  async function exportLink(biz: Biz): Promise<string> {
    const since = t.smtp.messages.length;
    await t.http().post('/api/auth/export-data').set(biz.auth).expect(202);
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m, i = t.smtp.messages.indexOf(m)) => i >= since && m.to.includes(biz.user.email) && m.subject === 'Your Hisaab data export is ready');
    return /http:\/\/localhost:3000(\/api\/auth\/export-data\/\S+)/.exec(mail.text)![1];
  }

  /** Every CSV of the business's export: kind → its text without the BOM. */
  async function csvFiles(biz: Biz): Promise<Record<string, string>> {
    const download = await t.http().get(await exportLink(biz)).buffer(true).parse(binary).expect(200);
    const zip = join(dir, `${biz.user.email}.zip`);
    writeFileSync(zip, download.body as Buffer);
    return Object.fromEntries(KINDS.map((kind) => [kind, execFileSync('unzip', ['-p', zip, `csv/${kind}.csv`], { encoding: 'utf8' })]));
  }

  it('names every column in each CSV even when the business has no rows of that kind', async () => {
    const busy = await gstBusiness(t);
    const buyer = await customer(busy);
    const sent = await createInvoice(busy, buyer.id, {}, [item({ quantity: 2, rate: 100 })]);
    await setStatus(busy, sent.id, 'sent');
    await pay(busy, sent.id, 50).expect(201);
    const empty = await gstBusiness(t);

    const full = await csvFiles(busy);
    const bare = await csvFiles(empty);
    const header = (csv: string) => csv.slice(1).split('\r\n')[0].split(',');
    for (const kind of ['customers', 'products', 'stock_ledger', 'invoices', 'invoice_items', 'payments']) {
      expect(bare[kind].startsWith('\uFEFF')).toBe(true);
      expect(bare[kind].slice(1).split('\r\n')).toEqual([expect.stringContaining('business_id'), '']); // the header row, no records
      expect({ kind, columns: header(bare[kind]) }).toEqual({ kind, columns: header(full[kind]) });
    }
    expect(header(bare.payments)).toEqual(expect.arrayContaining(['id', 'invoice_id', 'amount']));
  });

  describe('a bad link', () => {
    let link: string;
    let forged: string;

    beforeAll(async () => {
      link = await exportLink(await gstBusiness(t));
      const url = new URL(link, 'http://localhost');
      const signature = url.searchParams.get('signature')!;
      url.searchParams.set('signature', signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A'));
      forged = `${url.pathname}${url.search}`;
    });

    it('opened in a browser answers a plain page with the message, the same status and no script', async () => {
      const res = await t.http().get(forged).set('Accept', BROWSER_ACCEPT).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      expect(res.text).toContain('<h1>Download link not valid</h1>');
      expect(res.text).toContain(AccountMessages.exportLinkInvalid);
      expect(res.text).toContain('<a href="/">Open Hisaab</a>');
      expect(res.text).not.toMatch(/<script/i);

      const unsigned = await t.http().get(link.replace(/&?signature=[^&]*/, '')).set('Accept', BROWSER_ACCEPT).expect(400);
      expect(unsigned.headers['content-type']).toMatch(/^text\/html/);
      expect(unsigned.text).toContain(AccountMessages.exportLinkInvalid);
    });

    it('keeps the JSON error for API clients', async () => {
      for (const accept of [undefined, 'application/json', '*/*', 'application/json, text/html;q=0.5']) {
        const request = t.http().get(forged);
        const res = await (accept ? request.set('Accept', accept) : request).expect(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body.code).toBe('EXPORT_LINK_INVALID');
      }
    });

    it('once expired, says so in the browser and in JSON', async () => {
      advanceClock(t, 8 * DAY_MS);
      const page = await t.http().get(link).set('Accept', BROWSER_ACCEPT).expect(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<h1>Download link expired</h1>');
      expect(page.text).toContain(AccountMessages.exportLinkExpired);
      const json = await t.http().get(link).expect(400);
      expect(json.body.code).toBe('EXPORT_LINK_EXPIRED');
    });
  });
});
