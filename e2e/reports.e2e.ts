import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage, snap } from './support/browser';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

describe('Reports in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the tiles show the computed margin; View opens the P&L, which downloads as CSV and JSON; it fits a phone', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    const call = await apiOf(page);
    await call('POST', '/api/config', { companyName: 'Menon Textiles', gstNumber: '33AAAPZ1234C2Z6', companyAddress: '4 Broadway', companyCity: 'Chennai' });
    const bolt = await call<{ id: string }>('POST', '/api/products', { name: 'Steel Bolt', price: 100, costPrice: 60, stockQuantity: 50, unit: 'nos', hsnCode: '7318', gstRate: 18 });
    const buyer = await call<{ id: string }>('POST', '/api/customers', { name: 'Chennai Traders', state: 'Tamil Nadu' });
    // 10 bolts at ₹100 (cost ₹60 each when issued) and ₹200 of rent: net profit ₹200, 20% of ₹1,000.
    const invoice = await call<{ id: string }>('POST', '/api/invoices', {
      invoice: { customerId: buyer.id, invoiceDate: today(), dueDate: today() },
      items: [{ productId: bolt.id, productName: 'Steel Bolt', hsn: '7318', quantity: 10, unit: 'nos', rate: 100, gstRate: 18 }],
    });
    await call('PUT', `/api/invoices/${invoice.id}/status`, { status: 'sent' });
    await call('POST', '/api/expenses', { expenseDate: today(), category: 'rent', amount: 200, paymentMethod: 'cash' });

    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByText('20%', { exact: true }).waitFor();
    await page.getByText('1 invoice, GST included').waitFor();
    await snap(page, 'reports-01-tiles');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'View Profit & Loss Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profit & Loss Report' });
    await dialog.getByText('Cost of goods sold').waitFor();
    await dialog.getByText('₹600.00').first().waitFor();
    await dialog.getByRole('table', { name: 'Expenses by category' }).getByText('Rent').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'reports-02-profit-loss');

    const [csv] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`profit-loss-report-${today()}.csv`);
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.startsWith('\uFEFFSection,Item,Amount\r\n')).toBe(true);
    expect(text).toContain('Cost of goods sold,Cost of goods sold,600.00\r\n');
    expect(text).toContain('Net profit,Net profit margin (%),20.0\r\n');
    await page.getByText('Download Started').first().waitFor();
    const [json] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(json.suggestedFilename()).toBe(`profit-loss-report-${today()}.json`);
    expect(JSON.parse(readFileSync((await json.path())!, 'utf8'))).toMatchObject({ type: 'profit-loss', profit: { net: 200, margin: 20 } });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // On a phone: the page and the sales report's dialog fit 375 px, and axe finds nothing serious.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'View Sales Report' }).click();
    const sales = page.getByRole('dialog', { name: 'Sales Report' });
    await sales.getByRole('heading', { name: 'Top 5 Selling Products' }).waitFor();
    // Below the md breakpoint each table is a list of cards.
    await sales.getByRole('list', { name: 'Top 5 selling products by taxable value' }).getByText('Steel Bolt').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'reports-03-phone-sales');
    await sales.getByRole('button', { name: 'Close' }).click();
    await sales.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
