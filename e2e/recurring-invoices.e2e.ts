import type { Browser } from 'playwright-core';
import { launchBrowser, mailCount, newPage, snap } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

const CUSTOMER_EMAIL = `buyer-${Date.now()}@silks.example`;

describe('recurring invoices in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a template is created (the spec’s messages first), paused and switched on, and Generate Now issues its invoice to the template’s customer', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    const call = await apiOf(page);
    await call('POST', '/api/config', { companyName: 'Menon Textiles', gstNumber: '33AAAPZ1234C2Z6', companyAddress: '4 Broadway', companyCity: 'Chennai' });
    await call('POST', '/api/customers', { name: 'Bengaluru Silks', gstNumber: '29AAFCC9980M1ZR', email: CUSTOMER_EMAIL, address: '5 MG Road', city: 'Bengaluru' });

    await page.getByRole('link', { name: 'Recurring Invoices' }).click();
    await page.getByRole('heading', { name: 'Recurring Invoices', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No recurring invoices yet' }).waitFor();

    await page.getByRole('button', { name: 'New Template' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Recurring Invoice' });
    await dialog.getByRole('button', { name: 'Create Template' }).click();
    await dialog.getByText('Please select a customer').waitFor();
    await dialog.getByText('Template name is required').waitFor();
    await dialog.getByText('Product name is required').waitFor();
    expect(await dialog.getByRole('button', { name: 'Remove item 1' }).isDisabled()).toBe(true);

    await dialog.getByRole('combobox').first().fill('Benga');
    await dialog.getByRole('option', { name: /Bengaluru Silks/ }).click();
    await dialog.getByLabel('Template name').fill('Monthly maintenance');
    const line = dialog.getByRole('listitem', { name: 'Item 1' });
    await line.getByRole('combobox', { name: 'Product name' }).fill('Loom maintenance');
    await line.getByLabel('HSN/SAC').fill('998719');
    await line.getByLabel('Rate (₹)').fill('5000');
    await line.getByText('₹5,000.00').waitFor();
    await dialog.getByLabel('Issue and send').check();
    await dialog.getByLabel('E-mail the customer').check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'recurring-01-create');
    await dialog.getByRole('button', { name: 'Create Template' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Recurring invoice created successfully').first().waitFor();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Monthly maintenance' }) });
    await card.getByText('Bengaluru Silks').waitFor();
    await card.getByText('₹5,900.00').waitFor();
    const generate = card.getByRole('button', { name: 'Generate Now' });
    await card.getByRole('switch', { name: 'Active: Monthly maintenance' }).click();
    await page.getByText('Monthly maintenance is paused').first().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Generate Now') && b.disabled));
    await card.getByRole('switch', { name: 'Active: Monthly maintenance' }).click();
    await page.getByText('Monthly maintenance is active').first().waitFor();

    const mailsBefore = mailCount(CUSTOMER_EMAIL);
    await generate.click();
    // The toast names the template's own customer (never a fixed number).
    await page.getByText(/^Invoice INV\/\d\d-\d\d\/0001 created for Bengaluru Silks and e-mailed$/).first().waitFor();
    await card.getByText('INV/', { exact: false }).waitFor();
    await snap(page, 'recurring-02-generated');

    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await page.getByText('Bengaluru Silks').first().waitFor();
    const invoices = await call<{ items: { status: string; total: number; customer: { name: string } }[] }>('GET', '/api/invoices');
    expect(invoices.items).toEqual([expect.objectContaining({ status: 'sent', total: 5900, customer: expect.objectContaining({ name: 'Bengaluru Silks' }) })]);
    // The e-mail reaches the customer once (through the worker).
    const deadline = Date.now() + 30_000;
    while (mailCount(CUSTOMER_EMAIL) === mailsBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailCount(CUSTOMER_EMAIL)).toBe(mailsBefore + 1);

    await page.getByRole('link', { name: 'Recurring Invoices' }).click();
    await page.getByRole('button', { name: 'Delete Monthly maintenance' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/Are you sure you want to delete Monthly maintenance\?/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'No recurring invoices yet' }).waitFor();
    await context.close();
  }, 120_000);
});
