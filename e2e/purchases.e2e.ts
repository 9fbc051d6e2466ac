import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, snap } from './support/browser';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

/** A real 1 × 1 PNG: the server judges a receipt by its bytes, the browser draws it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('expenses and purchases in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a purchase bill for an inventory product raises its stock; an expense is recorded with its receipt', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    const call = await apiOf(page);
    await call('POST', '/api/config', { companyName: 'Menon Textiles', gstNumber: '33AAAPZ1234C2Z6', companyAddress: '4 Broadway', companyCity: 'Chennai' });
    const yarn = await call<{ id: string }>('POST', '/api/products', { name: 'Cotton yarn 40s', price: 150, costPrice: 80, stockQuantity: 10, unit: 'kg', hsnCode: '5205', gstRate: 5 });

    await page.getByRole('link', { name: 'Expenses & Purchases' }).click();
    await page.getByRole('heading', { name: 'Expenses & Purchases', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No expenses found' }).waitFor();
    await page.getByRole('heading', { name: 'Nothing spent in this period' }).waitFor();

    // A bill from a Karnataka supplier: IGST, and the yarn's stock comes in.
    await page.getByRole('tab', { name: 'Purchases' }).click();
    await page.getByRole('heading', { name: 'No purchase bills found' }).waitFor();
    await page.getByRole('button', { name: 'Record Purchase Bill' }).first().click();
    const bill = page.getByRole('dialog', { name: 'Record Purchase Bill' });
    await bill.getByLabel('Supplier name').fill('Bengaluru Spinners');
    await bill.getByLabel('Supplier GSTIN (optional)').fill('29AAFCC9980M1ZR');
    await bill.getByText('Valid GSTIN · State: Karnataka (29)').waitFor();
    await bill.getByLabel('Bill number').fill('BS/26-27/118');
    const line = bill.getByRole('listitem', { name: 'Line 1' });
    await line.getByLabel('Item').fill('Cotton');
    await line.getByRole('option', { name: /Cotton yarn 40s/ }).click();
    await line.getByLabel('Qty').fill('10');
    await line.getByLabel('Rate (₹)').fill('100');
    // 10 × ₹100 = ₹1,000 + IGST 5% ₹50.
    await bill.getByTestId('purchase-total').filter({ hasText: '₹1,050.00' }).waitFor();
    await bill.getByText('IGST', { exact: true }).waitFor();
    await snap(page, 'purchases-01-bill');
    await bill.getByRole('button', { name: 'Record Bill' }).click();
    await bill.waitFor({ state: 'hidden' });
    await page.getByText('Purchase bill recorded successfully').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: 'BS/26-27/118' });
    await row.getByText('₹1,050.00').waitFor();
    // 10 held at ₹80 and 10 bought at ₹100 (credit claimed, so GST is not a cost): 20 at ₹90.
    expect(await call('GET', `/api/products/${yarn.id}`)).toMatchObject({ stockQuantity: 20, costPrice: 90 });
    await row.getByRole('button', { name: /View bill BS\/26-27\/118/ }).click();
    const details = page.getByRole('dialog', { name: 'Bill BS/26-27/118' });
    await details.getByText('IGST (inter-state)').waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('link', { name: 'Inventory' }).click();
    await page.getByRole('row').filter({ hasText: 'Cotton yarn 40s' }).getByText('20 kg', { exact: true }).first().waitFor();

    // An expense with its receipt.
    await page.getByRole('link', { name: 'Expenses & Purchases' }).click();
    await page.getByRole('button', { name: 'Record Expense' }).first().click();
    const expense = page.getByRole('dialog', { name: 'Record Expense' });
    await expense.getByLabel('Category').selectOption('rent');
    await expense.getByLabel('Amount before GST (₹)').fill('25000');
    await expense.getByLabel('Payment method').selectOption('bank_transfer');
    await expense.getByLabel('GST rate').selectOption('18');
    await expense.getByRole('button', { name: 'Use ₹4,500.00' }).click();
    await expense.getByLabel('Input tax credit can be claimed').check();
    await expense.getByLabel('Vendor').fill('Lakshmi Estates');
    await expense.getByLabel('Receipt (photo or PDF, optional)').setInputFiles({ name: 'rent-receipt.png', mimeType: 'image/png', buffer: PNG });
    await expense.getByText('rent-receipt.png').waitFor();
    await snap(page, 'purchases-02-expense');
    await expense.getByRole('button', { name: 'Record Expense' }).click();
    await expense.waitFor({ state: 'hidden' });
    await page.getByText('Expense recorded successfully').first().waitFor();
    const expenseRow = page.getByRole('row').filter({ hasText: 'Lakshmi Estates' });
    await expenseRow.getByText('₹29,500.00').waitFor();
    await page.getByRole('heading', { name: 'Monthly totals' }).waitFor();
    await page.getByText('Expenses ₹29,500.00 · Purchases ₹1,050.00').first().waitFor();

    await expenseRow.getByRole('button', { name: /Actions for the expense/ }).click();
    await page.getByRole('menuitem', { name: 'View Receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Receipt' });
    const image = receipt.getByRole('img', { name: /Receipt for Lakshmi Estates/ });
    await image.waitFor();
    // Drawn, not a broken image: the blob came back with the PNG's bytes and type.
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await snap(page, 'purchases-03-receipt');
    await receipt.getByRole('button', { name: 'Close' }).first().click();
    await context.close();
  });
});
