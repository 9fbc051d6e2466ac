import type { Browser, Page } from 'playwright-core';
import type { UserDto } from '@hisaab/contracts';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage, snap } from './support/browser';
import { masterAdminApi } from './support/master-admin';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

const DAY_MS = 24 * 3600 * 1000;

/** Content-Security-Policy refusals and script errors the page reports while the journey runs. */
function watchForRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) refusals.push(message.text());
  });
  page.on('pageerror', (error) => refusals.push(error.message));
  return refusals;
}

/**
 * Issue #9's journey: the master ends a new business's trial, the app locks to the Subscription
 * page, the owner buys a plan through Razorpay Checkout (the local stand-in's script, loaded from
 * RAZORPAY_CHECKOUT_URL under the app's CSP) and everything opens again.
 */
describe('subscription in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('trial expired by the master → locked sidebar → plan bought through Checkout → unlocked', async () => {
    const { context, page } = await newPage(browser);
    const refusals = watchForRefusals(page);
    await signUp(page);
    await page.getByText('Trial (7d)').first().waitFor();
    const owner = await apiOf(page);
    const me = await owner<UserDto>('GET', '/api/user');

    // The master admin (no admin session needed) puts the trial in the past.
    const master = await masterAdminApi();
    await master('PUT', `/api/admin/users/${me.id}/trial`, {
      isTrialActive: false,
      trialStartDate: new Date(Date.now() - 10 * DAY_MS).toISOString(),
      trialEndDate: new Date(Date.now() - 3 * DAY_MS).toISOString(),
    });
    const token = await page.evaluate(() => localStorage.getItem('hisaab_jwt'));
    const locked = await fetch(`${baseUrl()}/api/invoices`, { headers: { Authorization: `Bearer ${token}` } });
    expect(locked.status).toBe(402);

    // Any business path now shows the Subscription page, with the sidebar greyed but Subscription.
    await page.goto('/invoices');
    await page.waitForURL('**/subscription');
    await page.getByRole('heading', { name: 'Subscription', level: 1 }).waitFor();
    await page.getByText('Your free trial has ended', { exact: true }).waitFor();
    await page.getByText('Trial Expired').first().waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    expect(await sidebar.getByRole('link', { name: 'Invoices', exact: true }).count()).toBe(0);
    expect(await sidebar.locator('[aria-disabled]', { hasText: /^Invoices$/ }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Subscription' }).count()).toBe(1);
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: 'Choose Plan: Professional' }).waitFor();
    await page.getByText('Most Popular').waitFor();
    await page.getByText('Campaign Master').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'subscription-01-locked');

    // Checkout opens with the order; Pay at the stand-in signs the answer the page verifies.
    await page.getByRole('button', { name: 'Choose Plan: Professional' }).click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await checkout.waitFor();
    expect(await checkout.innerText()).toContain('INR 2500');
    await snap(page, 'subscription-02-checkout');
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Payment verified and subscription activated!').first().waitFor();
    await page.getByRole('heading', { name: 'Current Subscription' }).waitFor();
    await page.getByText('Pro Plan').first().waitFor();
    await page.getByRole('button', { name: 'Professional: Current Plan' }).waitFor();
    await page.getByRole('cell', { name: 'Professional' }).first().waitFor();
    expect(await page.getByRole('main').getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await snap(page, 'subscription-03-subscribed');

    // Unlocked: the sidebar leads to the business screens again, and the API answers.
    await sidebar.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    expect(await owner<unknown>('GET', '/api/invoices')).toBeTruthy();
    expect(refusals).toEqual([]);
    await context.close();
  });

  it('shows the campaigns upgrade panel and the plans on a phone during the trial', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    await signUp(page);
    await page.goto('/campaigns');
    await page.getByText('Upgrade to Premium Campaign Plan - ₹5000/year').waitFor();
    await page.getByText(/Your free trial has 7 days remaining/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'subscription-04-campaigns-upgrade-mobile');
    await page.getByRole('link', { name: 'View Plans' }).click();
    await page.getByText('Free Trial Active: 7 days remaining').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snap(page, 'subscription-05-trial-mobile');
    await context.close();
  });
});
