import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, snap } from './support/browser';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

/** The counter's figure, read by its title. */
async function counter(page: Page, title: string): Promise<string> {
  const card = page.getByRole('heading', { name: title, exact: true, level: 2 }).locator('xpath=../..');
  return (await card.innerText()).replace(title, '').trim();
}

/** Opens the row menu of a challan and confirms one of its moves. */
async function move(page: Page, challanNumber: string, item: string, confirm: string) {
  await page.getByRole('button', { name: `Actions for ${challanNumber}` }).first().click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: confirm }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('delivery challans in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a challan goes draft → dispatched → delivered → one draft invoice, its goods leaving stock once', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    const call = await apiOf(page);
    await call('POST', '/api/config', { companyName: 'Menon Textiles', gstNumber: '33AAAPZ1234C2Z6', companyAddress: '4 Broadway', companyCity: 'Chennai' });
    await call('POST', '/api/customers', { name: 'Bengaluru Silks', gstNumber: '29AAFCC9980M1ZR', address: '5 MG Road', city: 'Bengaluru' });
    const fabric = await call<{ id: string }>('POST', '/api/products', { name: 'Cotton fabric', price: 180, stockQuantity: 100, unit: 'mtr', hsnCode: '5208', gstRate: 5 });

    await page.getByRole('link', { name: 'Delivery Challans' }).click();
    await page.getByRole('heading', { name: 'Delivery Challans', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No delivery challans found' }).waitFor();
    expect(await counter(page, 'Total Challans')).toMatch(/^0/);

    await page.getByRole('button', { name: 'New Challan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Delivery Challan' });
    await dialog.getByRole('button', { name: 'Create Challan' }).click();
    await dialog.getByText('Please select a customer').waitFor();
    await dialog.getByText('Please add at least one item').waitFor();

    await dialog.getByRole('combobox').first().fill('Benga');
    await dialog.getByRole('option', { name: /Bengaluru Silks/ }).click();
    const line = dialog.getByRole('listitem', { name: 'Item 1' });
    await line.getByRole('combobox', { name: 'Product name' }).fill('Cotton');
    await line.getByRole('option', { name: /Cotton fabric/ }).click();
    await line.getByLabel('Quantity').fill('40');
    await dialog.getByLabel('Vehicle number').fill('KA 01 AB 1234');
    await dialog.getByLabel('Driver name').fill('Ravi');
    await dialog.getByLabel('Driver phone').fill('9876512345');
    await line.getByText('₹7,200.00').waitFor();
    await snap(page, 'challans-01-create');
    await dialog.getByRole('button', { name: 'Create Challan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Delivery challan created successfully').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Bengaluru Silks' });
    const challanNumber = (await row.getByRole('cell').first().innerText()).trim();
    expect(challanNumber).toMatch(/^DC\/\d{2}-\d{2}\/0001$/);
    await row.getByText('Draft', { exact: true }).waitFor();

    await move(page, challanNumber, 'Mark as Dispatched', 'Mark as Dispatched');
    await row.getByText('Dispatched', { exact: true }).waitFor();
    expect((await call<{ stockQuantity: number }>('GET', `/api/products/${fabric.id}`)).stockQuantity).toBe(60);

    await move(page, challanNumber, 'Mark as Delivered', 'Mark as Delivered');
    await row.getByText('Delivered', { exact: true }).waitFor();
    await page.waitForFunction(() => document.body.innerText.includes('Delivered, not invoiced'));
    expect(await counter(page, 'Pending Invoice')).toMatch(/^1/);

    await move(page, challanNumber, 'Convert to Invoice', 'Convert to Invoice');
    await page.getByText('Challan converted to invoice').first().waitFor();
    await row.getByText('Invoiced', { exact: true }).waitFor();
    await page.waitForFunction(() => /Pending Invoice\s*0/.test(document.body.innerText));
    await snap(page, 'challans-02-invoiced');

    // The row menu no longer offers a conversion; the details name the invoice.
    await page.getByRole('button', { name: `Actions for ${challanNumber}` }).first().click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['View details', 'Download PDF']);
    await page.getByRole('menuitem', { name: 'View details' }).click();
    const details = page.getByRole('dialog', { name: new RegExp(`Delivery Challan ${challanNumber}`) });
    await details.getByText('Karnataka (29)').waitFor();
    const invoiceNumber = (await details.locator('dt', { hasText: 'Invoice' }).locator('xpath=following-sibling::dd').innerText()).trim();
    expect(invoiceNumber).toMatch(/^INV\/\d{2}-\d{2}\/0001$/);
    await snap(page, 'challans-03-details');
    await page.keyboard.press('Escape');

    // The draft invoice carries the challan's lines; issuing it takes no stock a second time.
    const invoices = await call<{ items: { id: string; invoiceNumber: string; status: string }[] }>('GET', '/api/invoices');
    const invoice = invoices.items.find((i) => i.invoiceNumber === invoiceNumber)!;
    expect(invoice.status).toBe('draft');
    await call('PUT', `/api/invoices/${invoice.id}/status`, { status: 'sent' });
    expect((await call<{ stockQuantity: number }>('GET', `/api/products/${fabric.id}`)).stockQuantity).toBe(60);
    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('button', { name: `Actions for ${invoiceNumber}` }).first().click();
    await page.getByRole('menuitem', { name: 'View', exact: true }).click();
    await page.getByRole('dialog').getByText(challanNumber, { exact: true }).waitFor();
    await snap(page, 'challans-04-invoice');
    await context.close();
  });
});
