import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage, snap } from './support/browser';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

const GSTIN = '33AAAPZ1234C2Z6';
const KA_BUYER = '29AAFCC9980M1ZR';

/** Last month in India (the period the GST Returns tab opens on): a day of it, its 'MMYYYY' and its label. */
function lastMonth(day: number): { date: string; fp: string; label: string } {
  const today = new Date(Date.now() + 5.5 * 3600_000);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, day));
  const date = first.toISOString().slice(0, 10);
  return { date, fp: `${date.slice(5, 7)}${date.slice(0, 4)}`, label: first.toLocaleString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }) };
}

describe('GST returns in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('Reports → GST Returns: the fix list links to the invoice; once fixed, GSTR-1 downloads as JSON and as a CSV ZIP', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    const call = await apiOf(page);
    await call('POST', '/api/config', { companyName: 'Menon Textiles', gstNumber: GSTIN, companyAddress: '4 Broadway', companyCity: 'Chennai', companyPincode: '600001' });
    const buyer = await call<{ id: string }>('POST', '/api/customers', { name: 'Bengaluru Silks', gstNumber: KA_BUYER, address: '5 MG Road', city: 'Bengaluru', pincode: '560001' });
    const walkIn = await call<{ id: string }>('POST', '/api/customers', { name: 'Walk-in buyer', state: 'Tamil Nadu' });
    const period = lastMonth(5);
    const issue = async (customerId: string, date: string, hsn: string) => {
      const invoice = await call<{ id: string; invoiceNumber: string }>('POST', '/api/invoices', {
        invoice: { customerId, invoiceDate: date, dueDate: date },
        items: [{ productName: 'Cotton fabric', hsn, quantity: 12, unit: 'mtr', rate: 180, gstRate: 5 }],
      });
      await call('PUT', `/api/invoices/${invoice.id}/status`, { status: 'sent' });
      return invoice;
    };
    // ₹2,160 to Karnataka at 5% IGST = ₹108: one B2B invoice of ₹2,268. A B2C sale without HSN blocks the file.
    const b2b = await issue(buyer.id, period.date, '5208');
    const noHsn = await issue(walkIn.id, lastMonth(6).date, '');

    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    // Reports opens on the business reports; the returns are the second tab.
    await page.getByRole('tab', { name: 'GST Returns' }).click();
    await page.getByRole('heading', { name: `GSTR-1 · ${period.label}` }).waitFor();
    expect(await page.getByLabel('Return period').inputValue()).toBe(period.fp);
    await page.getByRole('heading', { name: 'Fix this before downloading' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download JSON' }).isDisabled()).toBe(true);
    await snap(page, 'gst-returns-01-fix-list');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The fix list opens the invoice; an issued invoice is corrected by cancelling it (its number stays, a recorded gap) and issuing it again.
    await page.getByRole('link', { name: noHsn.invoiceNumber }).click();
    await page.waitForURL(`**/invoices?invoice=${noHsn.id}`);
    await page.getByRole('dialog').getByText(noHsn.invoiceNumber).first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Actions for ${noHsn.invoiceNumber}` }).first().click();
    await page.getByRole('menuitem', { name: 'Cancel invoice' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel invoice' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('tab', { name: 'GST Returns' }).click();

    const sections = page.getByRole('table', { name: `GSTR-1 sections for ${period.label}` });
    await sections.getByRole('row').filter({ hasText: 'B2B invoices' }).getByText('₹2,160.00').waitFor();
    await page.getByRole('heading', { name: `GSTR-3B · ${period.label}` }).waitFor();
    // The cancellation refreshed the return (its data sits under the invoices' queries): nothing left to fix.
    await page.getByRole('heading', { name: 'Fix this before downloading' }).waitFor({ state: 'detached' });
    const download = page.getByRole('button', { name: 'Download JSON' });
    const [json] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(json.suggestedFilename()).toBe(`GSTR1_${GSTIN}_${period.fp}.json`);
    const gstr1 = JSON.parse(readFileSync((await json.path())!, 'utf8'));
    expect(gstr1).toMatchObject({
      gstin: GSTIN,
      fp: period.fp,
      b2b: [{ ctin: KA_BUYER, inv: [{ inum: b2b.invoiceNumber, val: 2268, pos: '29', itms: [{ num: 501, itm_det: { txval: 2160, rt: 5, iamt: 108, csamt: 0 } }] }] }],
      doc_issue: { doc_det: [{ doc_num: 1, docs: [{ totnum: 2, cancel: 1, net_issue: 1 }] }] },
    });
    await page.getByText('Download Started').first().waitFor();
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV ZIP' }).click()]);
    expect(zip.suggestedFilename()).toBe(`GSTR1_${GSTIN}_${period.fp}.zip`);
    expect(readFileSync((await zip.path())!).subarray(0, 2).toString()).toBe('PK');
    await snap(page, 'gst-returns-02-ready');

    // The same screen on a phone: nothing wider than the screen, and axe finds nothing serious.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('heading', { name: `GSTR-1 · ${period.label}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'gst-returns-03-phone');
    await context.close();
  }, 120_000);
});
