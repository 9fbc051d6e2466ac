import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { UserDto } from '@hisaab/contracts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage, snap } from './support/browser';
import { masterAdminApi } from './support/master-admin';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

/** Campaign e-mails that reached the SMTP sink for these addresses (the sink stores each as JSON). */
function campaignMails(addresses: string[]): { to: string[]; subject: string; text: string }[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string[]; subject: string; text: string })
    .filter((mail) => addresses.some((address) => mail.to.includes(address)) && mail.subject.startsWith('Diwali offer'));
}

async function fits(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * Issue #12 point 2's journey: a premium business (plan granted by the master admin) creates a
 * campaign, previews it, starts it, and watches its card reach Completed without a reload; a
 * customer leaves through the link in the e-mail.
 */
describe('campaigns in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('create, start and watch a campaign complete; a customer unsubscribes from the e-mail’s link', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    const owner = await apiOf(page);
    const me = await owner<UserDto>('GET', '/api/user');
    await owner('POST', '/api/config', { companyName: 'Menon Textiles', companyEmail: 'accounts@menon.example', companyAddress: '4 Broadway', companyCity: 'Chennai', companyPincode: '600001' });
    const tag = randomBytes(4).toString('hex');
    const addresses = ['asha', 'ravi', 'meena'].map((name) => `${name}-${tag}@customers.example`);
    for (const [i, email] of addresses.entries()) await owner('POST', '/api/customers', { name: ['Asha Rao', 'Ravi Kumar', 'Meena Iyer'][i], email });

    // Below the premium plan: the upgrade panel.
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByText('Upgrade to Premium Campaign Plan - ₹5000/year').waitFor();
    const master = await masterAdminApi();
    await master('PUT', `/api/admin/users/${me.id}/subscription`, { planId: 'plan_premium', amount: 5000 });
    await page.reload();
    await page.getByRole('heading', { name: 'Marketing Campaigns', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No campaigns found' }).waitFor();

    await page.getByRole('button', { name: 'Create Campaign' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create Campaign' });
    await create.getByLabel('Campaign name').fill('Diwali offer');
    await create.getByLabel('Description').fill('Festive discounts for regulars');
    await create.getByLabel('Email subject').fill('Diwali offer for {{customer.name}}');
    await create.getByLabel('Email content').fill('Dear {{customer.name}},\n\n**20% off** every saree at {{business.name}} this week.');
    await create.getByRole('button', { name: 'Preview' }).click();
    const preview = create.getByRole('region', { name: 'E-mail preview' });
    await preview.getByText('Diwali offer for Customer Name').waitFor();
    expect(await preview.locator('strong').innerText()).toBe('20% off');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'campaigns-01-create');
    await create.getByRole('button', { name: 'Create Campaign' }).click();
    await create.waitFor({ state: 'hidden' });
    await page.getByText('Campaign created successfully', { exact: true }).first().waitFor();

    const card = page.getByRole('article', { name: 'Diwali offer' });
    await card.getByText('Draft', { exact: true }).waitFor();
    expect(await card.getByRole('progressbar').count()).toBe(0); // no figures on a draft
    await card.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('alertdialog', { name: 'Start this campaign?' }).getByRole('button', { name: 'Start' }).click();
    await page.getByText('Campaign started successfully', { exact: true }).first().waitFor();

    // The card follows the campaign to the end with no reload.
    await card.getByText('Completed', { exact: true }).waitFor({ timeout: 30_000 });
    await card.getByText('3 of 3 e-mails sent').waitFor();
    expect(await card.getByRole('button', { name: 'Start' }).count()).toBe(0);
    await snap(page, 'campaigns-02-completed');
    await card.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: /Diwali offer/ });
    await details.getByText('Festive discounts for regulars').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await details.getByRole('button', { name: 'Close' }).first().click();

    const mails = campaignMails(addresses);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
    const asha = mails.find((m) => m.to.includes(addresses[0]))!;
    expect(asha.subject).toBe('Diwali offer for Asha Rao');
    expect(asha.text).toContain('Menon Textiles, 4 Broadway, Chennai - 600001');
    const link = /Unsubscribe: (\S+)/.exec(asha.text)![1];

    // The customer opens the link: a page that asks, and a button that unsubscribes.
    const customer = await newPage(browser, { width: 375, height: 800 });
    await customer.page.goto(link);
    await customer.page.getByRole('heading', { name: 'Unsubscribe', level: 1 }).waitFor();
    expect(await seriousAxeViolations(customer.page)).toEqual([]);
    await fits(customer.page, 375);
    await customer.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await customer.page.getByRole('heading', { name: 'You are unsubscribed', level: 1 }).waitFor();
    await snap(customer.page, 'campaigns-03-unsubscribed-mobile');
    await customer.context.close();

    await page.reload();
    await card.getByText('Unsubscribed since').locator('xpath=..').getByText('1', { exact: true }).waitFor();
    await context.close();
  });

  it('the campaigns screen and its dialogs on a phone', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    await signUp(page);
    const owner = await apiOf(page);
    const me = await owner<UserDto>('GET', '/api/user');
    await (await masterAdminApi())('PUT', `/api/admin/users/${me.id}/subscription`, { planId: 'plan_premium', amount: 5000 });
    await owner('POST', '/api/campaigns', { name: 'Year-end clearance of the whole monsoon collection', targetType: 'all_customers', emailSubject: 'Clearance', emailContent: 'Everything must go' });
    await page.goto('/campaigns');
    await page.getByRole('article', { name: 'Year-end clearance of the whole monsoon collection' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fits(page, 375);
    await page.getByRole('button', { name: 'Create Campaign' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create Campaign' });
    await create.getByLabel('Target audience').selectOption('custom_segment');
    await create.getByRole('button', { name: 'Create Campaign' }).click();
    await create.getByText('Campaign name is required').waitFor();
    await create.getByText('Choose at least one customer').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fits(page, 375);
    await snap(page, 'campaigns-04-create-mobile');
    await context.close();
  });
});
