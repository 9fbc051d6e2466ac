import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, snap } from './support/browser';
import { signUp } from './support/session';

/** The stat card's figure, read by its title. */
async function stat(page: Page, title: string): Promise<string> {
  const card = page.getByRole('heading', { name: title, exact: true, level: 2 }).locator('xpath=../..');
  return (await card.innerText()).replace(title, '').trim();
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('sales leads in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a lead goes lead → contacted → nurtured → converted, and the customer is then on the Customers screen', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    await page.getByRole('link', { name: 'Sales' }).click();
    await page.getByRole('heading', { name: 'Sales and Lead Management', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No leads found' }).waitFor();
    expect(await stat(page, 'Conversion Rate')).toContain('No leads yet');

    await page.getByRole('button', { name: 'New Lead' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add New Lead' });
    await add.getByLabel('Name').fill('Kavya Iyer');
    await add.getByLabel('Company').fill('Iyer Silk House');
    await add.getByLabel('Email').fill('kavya@iyersilk.example');
    await add.getByLabel('Phone').fill('9840012345');
    await add.getByLabel('Source').selectOption('referral');
    await add.getByLabel('Estimated value (₹)').fill('250000');
    await add.getByRole('button', { name: 'Add Lead' }).click();
    await add.waitFor({ state: 'hidden' });
    await toast(page, 'Lead created successfully');
    const row = page.getByRole('list', { name: 'Lead Pipeline' }).getByRole('listitem').filter({ hasText: 'Kavya Iyer' });
    await row.getByText('New Lead', { exact: true }).waitFor();
    expect(await stat(page, 'Total Leads')).toMatch(/^1\b/);
    expect(await stat(page, 'New Leads')).toMatch(/^1\b/);

    await row.getByRole('button', { name: 'Mark Contacted: Kavya Iyer' }).click();
    await row.getByText('Contacted', { exact: true }).waitFor();
    await toast(page, 'Lead status updated successfully');
    expect(await stat(page, 'Contacted')).toMatch(/^1\b/);

    await row.getByRole('button', { name: 'Mark Nurtured: Kavya Iyer' }).click();
    await row.getByText('Nurtured', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Nurtured \(1\)$/ }).waitFor();
    await snap(page, 'sales-01-nurtured');

    await row.getByRole('button', { name: 'Convert: Kavya Iyer' }).click();
    const convert = page.getByRole('dialog', { name: 'Convert Lead to Customer' });
    expect(await convert.getByLabel('Customer name').inputValue()).toBe('Iyer Silk House');
    await convert.getByLabel('Address').fill('14 Gandhi Road, Kanchipuram');
    await convert.getByLabel('GST number').fill('33AAAPZ1234C2Z6');
    await convert.getByRole('button', { name: 'Convert to Customer' }).click();
    await convert.waitFor({ state: 'hidden' });
    await toast(page, 'Lead converted to customer successfully!');
    await row.getByText('Converted', { exact: true }).waitFor();
    // A converted lead offers no pipeline button and no Convert to Customer.
    expect(await row.getByRole('button', { name: /Mark|Convert|Unqualify/ }).count()).toBe(0);
    await row.getByRole('button', { name: 'Actions for Kavya Iyer' }).click();
    await page.getByRole('menuitem', { name: 'Delete Lead' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Convert to Customer' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await stat(page, 'Converted')).toMatch(/^1\b/);
    expect(await stat(page, 'Conversion Rate')).toMatch(/^100%/);
    await snap(page, 'sales-02-converted');

    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { name: 'Iyer Silk House' }).waitFor();
    expect(await page.getByText('33AAAPZ1234C2Z6').count()).toBe(1);
    await snap(page, 'sales-03-customer');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/sales');
    await page.getByRole('heading', { name: 'Sales and Lead Management', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Lead Pipeline' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snap(page, 'sales-04-phone');
    await context.close();
  });
});
