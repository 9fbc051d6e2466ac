import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage, snap } from './support/browser';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

/** Today in India (invoices of a new business may be dated today). */
const todayInIndia = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

describe('credit notes in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("a credit note from an invoice's menu: the outstanding shows it, the goods go back to stock, the PDF downloads", async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    const call = await apiOf(page);
    await call('POST', '/api/config', { companyName: 'Menon Textiles', gstNumber: '33AAAPZ1234C2Z6', companyAddress: '4 Broadway', companyCity: 'Chennai' });
    const customer = await call<{ id: string }>('POST', '/api/customers', { name: 'Kaveri Stores', state: 'Tamil Nadu', email: 'accounts@kaveri.example', phone: '9876501234' });
    const fabric = await call<{ id: string }>('POST', '/api/products', { name: 'Cotton fabric', price: 250, stockQuantity: 10, unit: 'mtr', hsnCode: '5208', gstRate: 18 });
    // 4 m at ₹250 and 18% within the state: ₹1,000 + CGST ₹90 + SGST ₹90 = ₹1,180.
    const invoice = await call<{ id: string; invoiceNumber: string }>('POST', '/api/invoices', {
      invoice: { customerId: customer.id, invoiceDate: todayInIndia(), dueDate: todayInIndia() },
      items: [{ productId: fabric.id, productName: 'Cotton fabric', hsn: '5208', quantity: 4, unit: 'mtr', rate: 250, gstRate: 18 }],
    });
    await call('PUT', `/api/invoices/${invoice.id}/status`, { status: 'sent' });

    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('button', { name: `Actions for ${invoice.invoiceNumber}` }).first().click();
    await page.getByRole('menuitem', { name: 'Create Credit Note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Credit Note' });
    await dialog.getByRole('button', { name: 'Create Credit Note' }).click();
    await dialog.getByText('Please select a reason').waitFor();
    await dialog.getByText('Choose the items to credit or enter an amount').waitFor();
    await dialog.getByLabel('Cotton fabric (4 of 4 mtr can be credited)').fill('2');
    await dialog.getByLabel('Put returned goods back into stock').check();
    await dialog.getByLabel('Reason').selectOption('sales_return');
    // Half the invoice: exactly half its CGST and SGST.
    const preview = dialog.getByRole('region', { name: 'Credit note preview' });
    await preview.getByText('₹590.00', { exact: true }).waitFor();
    expect(await preview.getByText('₹45.00', { exact: true }).count()).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'credit-notes-01-dialog');
    await dialog.getByRole('button', { name: 'Create Credit Note' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Credit note created').first().waitFor();
    expect((await call<{ stockQuantity: number }>('GET', `/api/products/${fabric.id}`)).stockQuantity).toBe(8);

    // The invoice's outstanding shows the note.
    await page.getByRole('button', { name: `Actions for ${invoice.invoiceNumber}` }).first().click();
    await page.getByRole('menuitem', { name: 'View', exact: true }).click();
    const details = page.getByRole('dialog', { name: new RegExp(`Invoice ${invoice.invoiceNumber}`) });
    const notes = details.getByRole('region', { name: 'Credit notes' });
    const noteNumber = (await notes.getByText(/^CN\/\d{2}-\d{2}\/0001$/).innerText()).trim();
    const line = (label: string) => details.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
    expect(await line('Credit notes').innerText()).toBe('₹590.00');
    expect(await line('Outstanding').innerText()).toBe('₹590.00');
    await snap(page, 'credit-notes-02-invoice');
    await page.keyboard.press('Escape');

    // The Credit Notes tab lists it, and its PDF downloads.
    await page.getByRole('tab', { name: 'Credit Notes' }).click();
    const row = page.getByRole('row').filter({ hasText: noteNumber });
    await row.getByText('Sales return').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'credit-notes-03-tab');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download PDF of ${noteNumber}` }).click()]);
    expect(download.suggestedFilename()).toBe(`Credit-Note-${noteNumber.replace(/\//g, '-')}.pdf`);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });

  it('the Credit Notes tab fits a 375 px phone, with its empty state', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await signUp(page);
    await page.goto('/invoices?tab=credit-notes');
    await page.getByRole('heading', { name: 'No credit notes found' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'credit-notes-04-phone');
    await context.close();
  });
});
