import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, snap } from './support/browser';
import { signUp } from './support/session';

async function configureBusiness(page: Page) {
  await page.getByRole('link', { name: 'Configuration' }).click();
  await page.getByLabel('GST number (GSTIN)').fill('33AAAPZ1234C2Z6');
  await page.getByLabel('Company name').fill('Menon Textiles');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await page.getByText('Configuration Saved').first().waitFor();
}

async function addCustomer(page: Page, name: string, gstin: string) {
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('button', { name: 'Add Customer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('GST number').fill(gstin);
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Creates an invoice of one line through the 'Create New Invoice' dialog and returns what the totals showed. */
async function createInvoice(page: Page, customer: string, item: { name: string; qty: string; rate: string }) {
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await page.getByRole('button', { name: /New Invoice|Create Invoice/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  await dialog.getByRole('combobox').first().fill(customer.slice(0, 5));
  await dialog.getByRole('option', { name: new RegExp(customer) }).click();
  const line = dialog.getByRole('listitem', { name: 'Line 1' });
  await line.getByPlaceholder('Product or service').fill(item.name);
  await line.getByLabel('HSN/SAC').fill('5208');
  await line.getByLabel('Qty').fill(item.qty);
  await line.getByLabel('Rate (₹)').fill(item.rate);
  const totals = await dialog.getByRole('region', { name: 'Invoice totals' }).innerText();
  await dialog.getByRole('button', { name: 'Create Invoice' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return totals;
}

describe('invoicing in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a Tamil Nadu business invoices Karnataka with IGST and Tamil Nadu with CGST + SGST, issues and collects', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    await configureBusiness(page);
    await addCustomer(page, 'Bengaluru Silks', '29AAFCC9980M1ZR');
    await addCustomer(page, 'Chennai Traders', '33ABCDE1234F1Z7');

    // Karnataka (29) from Tamil Nadu (33): inter-state, IGST at the full 18% (the line's default rate).
    const interState = await createInvoice(page, 'Bengaluru Silks', { name: 'Cotton fabric', qty: '3', rate: '333.33' });
    expect(interState).toMatch(/IGST @ 18%/);
    expect(interState).not.toMatch(/CGST/);
    await snap(page, 'invoicing-01-inter-state');

    const intraState = await createInvoice(page, 'Chennai Traders', { name: 'Silk saree', qty: '1', rate: '1000.50' });
    expect(intraState).toMatch(/CGST @ 9%/);
    expect(intraState).toMatch(/SGST @ 9%/);
    expect(intraState).toMatch(/Round off/);

    await page.getByText('INV/26-27/0001').first().waitFor();
    await page.getByText('INV/26-27/0002').first().waitFor();
    await snap(page, 'invoicing-02-list');

    await page.getByRole('button', { name: 'Actions for INV/26-27/0002' }).click();
    await page.getByRole('menuitem', { name: /Send Invoice/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send Invoice' }).click();
    await page.getByText('Invoice status updated successfully').first().waitFor();

    // Two partial payments turn it paid: ₹1,000.50 + 18% = ₹1,180.59 → ₹1,181 rounded.
    for (const amount of ['500', '681']) {
      await page.getByRole('link', { name: 'Payments' }).click();
      await page.getByRole('button', { name: /Record (First )?Payment/ }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Record Payment' });
      const invoiceSelect = dialog.getByLabel('Invoice', { exact: true });
      const value = await invoiceSelect.locator('option', { hasText: 'INV/26-27/0002' }).getAttribute('value');
      await invoiceSelect.selectOption(value!);
      await dialog.getByLabel('Amount (₹)').fill(amount);
      await dialog.getByLabel('Payment method').selectOption('upi');
      await dialog.getByRole('button', { name: 'Record Payment' }).click();
      // The previous payment's toast may still show, so wait for this dialog to close.
      await dialog.waitFor({ state: 'hidden' }).catch(async (error) => {
        await snap(page, `invoicing-payment-${amount}-stuck`);
        throw error;
      });
    }
    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('row', { name: /INV\/26-27\/0002/ }).getByText('Paid').first().waitFor();
    await snap(page, 'invoicing-03-paid');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('₹1,181.00').first().waitFor();
    await snap(page, 'invoicing-04-dashboard');

    // The ₹681 was recorded by mistake: reversed with a reason, it stays listed and the invoice is owed again.
    await page.getByRole('link', { name: 'Payments' }).click();
    const mistaken = page.getByRole('row', { name: /INV\/26-27\/0002.*681/ });
    await mistaken.getByRole('button', { name: 'Reverse payment for INV/26-27/0002' }).click();
    const reverse = page.getByRole('alertdialog');
    await reverse.getByLabel('Reason').fill('Entered twice');
    await reverse.getByRole('button', { name: 'Reverse payment' }).click();
    await page.getByText('Payment reversed').first().waitFor();
    await page.getByRole('row', { name: /Reversed Entered twice/ }).first().waitFor();
    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('row', { name: /INV\/26-27\/0002.*Pending/ }).first().waitFor();
    await snap(page, 'invoicing-05-reversed');
    await context.close();
  });
});
