import type { Browser } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import type { AdminAuditEntry, UserDto } from '@hisaab/contracts';
import { seriousAxeViolations } from './support/axe';
import { codeFromMail, launchBrowser, mailCount, newPage, snap } from './support/browser';
import { masterAdminApi } from './support/master-admin';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

/** An address on the run's company domain (ADMIN_EMAIL_DOMAINS in e2e/support/global-setup.ts). */
const staffEmail = (name: string) => `${name}-${randomBytes(3).toString('hex')}@hisaab-e2e.test`;

/**
 * Issue #9's admin journey: the master makes a company-domain user an admin; that admin steps up
 * with the e-mailed code at /admin-login and promotes a colleague from the users table; the master
 * reads the change in the audit log.
 */
describe('the admin area in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('admin OTP login → promote a user → the audit log shows it', async () => {
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

    // Promote the colleague from the table.
    await page.getByLabel('Search users').fill(colleagueEmail);
    const row = page.getByRole('row', { name: new RegExp(colleagueEmail) });
    await row.getByRole('button', { name: 'Make Admin' }).click();
    await row.getByRole('button', { name: 'Remove Admin' }).waitFor();
    await row.getByText('Admin', { exact: true }).waitFor();
    await snap(page, 'admin-01-promoted');

    const log = await master<{ items: AdminAuditEntry[] }>('GET', '/api/admin/audit-log');
    expect(log.items.find((entry) => entry.action === 'user.make-admin' && entry.targetEmail === colleagueEmail)).toMatchObject({
      actorEmail: adminEmail,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    await context.close();
  });
});
