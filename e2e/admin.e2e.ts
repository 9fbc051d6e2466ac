import type { Browser, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { generateSync } from 'otplib';
import type { AdminAuditEntry, UserDto } from '@hisaab/contracts';
import { seriousAxeViolations } from './support/axe';
import { codeFromMail, launchBrowser, mailCount, newPage, snap } from './support/browser';
import { masterAdminApi, masterAdminToken } from './support/master-admin';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

/** An address on the run's company domain (ADMIN_EMAIL_DOMAINS in e2e/support/global-setup.ts). */
const staffEmail = (name: string) => `${name}-${randomBytes(3).toString('hex')}@hisaab-e2e.test`;

/**
 * The authenticator app's code, as the backend's library (otplib) computes it. `stepsAhead` 1 gives
 * the next 30-second step's code, which the server accepts (one step of drift) and which is later than
 * the step just used to confirm the enrolment (a used step is refused).
 */
const appCode = (secret: string, stepsAhead = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The page's table row (or, on a phone, its card) that mentions `text`. */
const rowWith = (page: Page, text: string | RegExp) => page.getByRole('row', { name: text });

/**
 * Issue #9's admin journey: the master makes a company-domain user an admin; that admin steps up
 * with the e-mailed code at /admin-login, enrols an authenticator app on /admin, steps up again with
 * the app's code (after a wrong one) and promotes a colleague from the users table; the master reads
 * the change and the refused code in the audit log on /admin.
 */
describe('the admin area in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('admin OTP login → enrol an authenticator app → log in with it → promote a user → the audit log shows it', async () => {
    const colleague = await newPage(browser);
    const colleagueEmail = await signUp(colleague.page, staffEmail('colleague'));
    await colleague.context.close();

    const { context, page } = await newPage(browser);
    const adminEmail = await signUp(page, staffEmail('staff'));
    const me = await (await apiOf(page))<UserDto>('GET', '/api/user');
    const master = await masterAdminApi();
    await master('POST', `/api/admin/users/${me.id}/make-admin`);

    // Step-up: the e-mailed six-digit code opens the admin area.
    await page.goto('/admin-login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    const before = mailCount(adminEmail);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Verification code').fill(await codeFromMail(adminEmail, before));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin');
    await page.getByText('Admin - User Management').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Enrol an authenticator app: the secret as text (and a QR code), confirmed with the app's code.
    await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const secret = (await page.getByText('Secret key', { exact: true }).locator('..').locator('code').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'admin-01-totp-setup');
    await page.getByLabel('Code from the app').fill(appCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Enrolled', { exact: true }).waitFor();

    // A new step-up asks for the app's code and e-mails nothing; a wrong one is refused first.
    await page.evaluate(() => localStorage.removeItem('hisaab_admin_session'));
    await page.goto('/admin-login');
    const mailsBefore = mailCount(adminEmail);
    await page.getByRole('button', { name: 'Continue' }).click();
    const code = page.getByLabel('Verification code');
    await code.fill(wrongCode(appCode(secret, 1)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Verification Failed').first().waitFor();
    await code.fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin');
    await page.getByText('Admin - User Management').waitFor();
    expect(mailCount(adminEmail)).toBe(mailsBefore);

    // Promote the colleague from the table.
    await page.getByLabel('Search users').fill(colleagueEmail);
    const row = page.getByRole('row', { name: new RegExp(colleagueEmail) });
    await row.getByRole('button', { name: 'Make Admin' }).click();
    await page.getByRole('alertdialog', { name: 'Make this user an admin?' }).getByRole('button', { name: 'Make Admin' }).click();
    await row.getByRole('button', { name: 'Remove Admin' }).waitFor();
    await row.getByText('Admin', { exact: true }).waitFor();
    await snap(page, 'admin-02-promoted');

    const log = await master<{ items: AdminAuditEntry[] }>('GET', '/api/admin/audit-log');
    expect(log.items.find((entry) => entry.action === 'user.make-admin' && entry.targetEmail === colleagueEmail)).toMatchObject({
      actorEmail: adminEmail,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    await context.close();

    // The master reads it on /admin: the promotion, and the refused authenticator code.
    const masterPage = await newPage(browser);
    const token = await masterAdminToken();
    await masterPage.page.addInitScript((value) => localStorage.setItem('hisaab_jwt', value), token);
    await masterPage.page.goto('/admin');
    await masterPage.page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await rowWith(masterPage.page, new RegExp(`Make admin.*${colleagueEmail}.*role: user → admin.*Done`)).first().waitFor();
    await masterPage.page.getByLabel('Outcome').selectOption('refused');
    await rowWith(masterPage.page, new RegExp(`${adminEmail}.*Admin verification.*Refused · wrong authenticator code`)).first().waitFor();
    expect(await seriousAxeViolations(masterPage.page)).toEqual([]);
    await snap(masterPage.page, 'admin-03-audit-log');
    // On a 375 px phone each entry is a card, and nothing is wider than the screen.
    await masterPage.page.setViewportSize({ width: 375, height: 800 });
    await masterPage.page.getByRole('list', { name: 'Audit log' }).getByText('Refused · wrong authenticator code').first().waitFor();
    expect(await masterPage.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(masterPage.page)).toEqual([]);
    await snap(masterPage.page, 'admin-04-audit-log-phone');
    await masterPage.context.close();
  });
});
