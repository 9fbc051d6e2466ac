import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, snap } from './support/browser';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

describe('first run and offline, in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a new owner is guided from the dashboard to the business details, then to the first customer', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Get started with the Professional plan' }).click();
    await page.getByText('Plan chosen: Professional').waitFor();
    await signUp(page);
    await page.getByRole('heading', { name: 'Set up Hisaab' }).waitFor();
    await snap(page, 'onboarding-01-checklist-mobile');
    await page.getByRole('link', { name: 'Add details' }).click();
    await page.getByRole('heading', { name: 'Configuration', level: 1 }).waitFor();

    const call = await apiOf(page);
    await call('POST', '/api/config', { companyName: 'Menon Textiles', gstNumber: '33AAAPZ1234C2Z6', companyAddress: '4 Broadway', companyCity: 'Chennai', companyPincode: '600017' });
    await page.goto('/');
    await page.getByText('1 of 4 done', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Add customer', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('a date is typed day first in a US-English browser and saved as that day', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signUp(page);
    const call = await apiOf(page);
    await call('POST', '/api/config', { companyName: 'Menon Textiles', gstNumber: '33AAAPZ1234C2Z6' });
    const customer = await call<{ id: string }>('POST', '/api/customers', { name: 'Bengaluru Silks' });
    const invoice = await call<{ id: string; invoiceNumber: string }>('POST', '/api/invoices', {
      invoice: { customerId: customer.id, invoiceDate: '2026-11-01', dueDate: '2026-12-01' },
      items: [{ productName: 'Cotton fabric', hsn: '5208', quantity: 1, unit: 'mtr', rate: 1000, gstRate: 5 }],
    });
    await call('PUT', `/api/invoices/${invoice.id}/status`, { status: 'sent' });

    await page.goto('/payments?record=1');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Invoice').selectOption({ value: invoice.id });
    await dialog.getByLabel('Amount (₹)').fill('500');
    await dialog.getByLabel('Payment date').fill('05/11/2026');
    await dialog.getByLabel('Payment method').selectOption('upi');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    const payments = await call<{ items: { paymentDate: string }[] }>('GET', '/api/payments');
    expect(payments.items.map((payment) => payment.paymentDate.slice(0, 10))).toEqual(['2026-11-05']);
    await context.close();
  });

  it('a signed-in page reloaded without network keeps the signed-in shell', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    // The service worker controls the page from the next load on; then the shell comes from its cache.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Offline' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).count()).toBe(0);
    await snap(page, 'offline-01-dashboard');

    await context.setOffline(false);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Online' }).first().waitFor();
    await context.close();
  });
});
