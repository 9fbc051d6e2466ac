import { generateSync } from 'otplib';
import { Clock } from '../../src/platform/clock/clock';
import { advanceClock } from '../../../test-support/clock';
import { registrationData, signUpBusiness, type SignedUpBusiness } from '../../../test-support/identity';
import { codeIn } from '../../../test-support/smtp-sink';
import { sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const MASTER = 'master@hisaab.test';
const MINUTE = 60_000;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('admin area', () => {
  let t: TestApp;
  let master: SignedUpBusiness;

  beforeAll(async () => {
    t = await createTestApp({ env: { MASTER_ADMIN_EMAIL: MASTER, ADMIN_EMAIL_DOMAINS: 'hisaab.test, ops.hisaab.test', OTP_SENDS_PER_IP_PER_HOUR: '1000', TRUST_PROXY: '1' } });
    master = await signUpBusiness(t, { email: MASTER });
  });
  afterAll(() => t.close());

  /** Each admin calls from an address of their own: the step-up routes' per-IP rate limits count per test user. */
  let addresses = 0;
  const ownAddress = (user: SignedUpBusiness) => ({ ...user, auth: { ...user.auth, 'X-Forwarded-For': `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}` } });

  /** A user on a company domain, made admin in the database (as the master would). */
  async function newAdmin(domain = 'hisaab.test'): Promise<SignedUpBusiness> {
    const user = await signUpBusiness(t, { email: registrationData().email.replace('example.com', domain) });
    await sql(t, `update users set role = 'admin' where id = $1`, [user.user.id]);
    return ownAddress(user);
  }

  async function requestAdminCode(user: SignedUpBusiness): Promise<string> {
    const sentBefore = t.smtp.messages.length;
    const r = await t.http().post('/api/admin/request-otp').set(user.auth).expect(200);
    expect(r.body).toEqual({ success: true, message: expect.any(String), method: 'email' });
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m) => t.smtp.messages.indexOf(m) >= sentBefore && m.to.includes(user.user.email));
    expect(mail.subject).toBe('Your Hisaab admin access code');
    return codeIn(mail);
  }

  /** The e-mailed step-up: the headers of an admin call. */
  async function stepUp(user: SignedUpBusiness) {
    const code = await requestAdminCode(user);
    const r = await t.http().post('/api/admin/verify-otp').set(user.auth).send({ otp: code }).expect(200);
    expect(r.body).toMatchObject({ success: true, isMaster: false, adminSession: expect.any(String) });
    return { ...user.auth, 'X-Admin-Session': r.body.adminSession as string };
  }

  describe('eligibility', () => {
    it('names the master, admins on company domains, and why others are refused', async () => {
      const admin = await newAdmin();
      const foreignAdmin = await signUpBusiness(t);
      await sql(t, `update users set role = 'admin' where id = $1`, [foreignAdmin.user.id]);
      const plain = await signUpBusiness(t, { email: registrationData().email.replace('example.com', 'hisaab.test') });

      const of = async (user: SignedUpBusiness) => (await t.http().get('/api/admin/check-eligibility').set(user.auth).expect(200)).body;
      expect(await of(master)).toMatchObject({ eligible: true, isMaster: true, email: MASTER });
      expect(await of(admin)).toMatchObject({ eligible: true, isMaster: false, hasAdminRole: true, hasAdminDomain: true, totpEnrolled: false });
      expect(await of(foreignAdmin)).toMatchObject({ eligible: false, hasAdminRole: true, hasAdminDomain: false });
      expect(await of(plain)).toMatchObject({ eligible: false, hasAdminRole: false, hasAdminDomain: true });

      const refused = await t.http().post('/api/admin/request-otp').set(foreignAdmin.auth).expect(403);
      expect(refused.body).toMatchObject({ code: 'ADMIN_NOT_ELIGIBLE', message: 'Only company-domain email addresses are authorized.' });
      const plainRefused = await t.http().get('/api/admin/users').set(plain.auth).expect(403);
      expect(plainRefused.body).toMatchObject({ code: 'ADMIN_NOT_ELIGIBLE', message: 'Admin role required.' });
      await t.http().get('/api/admin/check-eligibility').expect(401);
    });
  });

  describe('the admin session', () => {
    it('is required beside the sign-in on every admin call but the step-up calls; the master needs none', async () => {
      const admin = await newAdmin();
      const none = await t.http().get('/api/admin/users').set(admin.auth).expect(403);
      expect(none.body.code).toBe('ADMIN_SESSION_REQUIRED');
      const forged = await t.http().get('/api/admin/users').set({ ...admin.auth, 'X-Admin-Session': 'forged' }).expect(403);
      expect(forged.body.code).toBe('ADMIN_SESSION_INVALID');
      await t.http().get('/api/admin/users').set({ 'X-Admin-Session': 'forged' }).expect(401);

      await t.http().get('/api/admin/users').set(master.auth).expect(200);
      const masterCode = await t.http().post('/api/admin/request-otp').set(master.auth).expect(409);
      expect(masterCode.body.code).toBe('ADMIN_STEP_UP_NOT_NEEDED');

      const headers = await stepUp(admin);
      await t.http().get('/api/admin/users').set(headers).expect(200);
      // Another user's sign-in cannot carry it.
      const other = await newAdmin();
      const borrowed = await t.http().get('/api/admin/users').set({ ...other.auth, 'X-Admin-Session': headers['X-Admin-Session'] }).expect(403);
      expect(borrowed.body.code).toBe('ADMIN_SESSION_INVALID');
    });

    it('ends at admin logout, and with the sign-in it was earned in', async () => {
      const admin = await newAdmin();
      const headers = await stepUp(admin);
      await t.http().post('/api/admin/logout').set(headers).expect(200, { success: true });
      expect((await t.http().get('/api/admin/users').set(headers).expect(403)).body.code).toBe('ADMIN_SESSION_INVALID');

      const again = await stepUp(admin);
      const newSignIn = await t.http().post('/api/login').send({ email: admin.user.email, password: admin.password }).expect(200);
      const carried = await t.http().get('/api/admin/users').set({ Authorization: `Bearer ${newSignIn.body.token}`, 'X-Admin-Session': again['X-Admin-Session'] }).expect(403);
      expect(carried.body.code).toBe('ADMIN_SESSION_INVALID');
      await t.http().post('/api/logout').set(admin.auth).expect(200);
      await t.http().get('/api/admin/users').set(again).expect(401);
    });

    it(`expires after ${15} idle minutes, and 2 hours after the step-up however busy`, async () => {
      const idle = await stepUp(await newAdmin());
      const busy = await stepUp(await newAdmin());
      advanceClock(t, 14 * MINUTE);
      await t.http().get('/api/admin/summary').set(idle).expect(200);
      advanceClock(t, 16 * MINUTE);
      expect((await t.http().get('/api/admin/summary').set(idle).expect(403)).body.code).toBe('ADMIN_SESSION_INVALID');

      const fresh = await stepUp(await newAdmin());
      for (let minutes = 0; minutes < 120 - 14; minutes += 14) {
        advanceClock(t, 14 * MINUTE);
        await t.http().get('/api/admin/summary').set(fresh).expect(200);
      }
      advanceClock(t, 14 * MINUTE);
      expect((await t.http().get('/api/admin/summary').set(fresh).expect(403)).body.code).toBe('ADMIN_SESSION_INVALID');
      expect((await t.http().get('/api/admin/summary').set(busy).expect(403)).body.code).toBe('ADMIN_SESSION_INVALID');
    });
  });

  describe('the e-mailed code', () => {
    it('is six digits, single use, and dies after five wrong tries', async () => {
      const admin = await newAdmin();
      const code = await requestAdminCode(admin);
      expect(code).toMatch(/^\d{6}$/);
      for (let i = 1; i <= 4; i++) {
        const r = await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: wrong(code) }).expect(400);
        expect(r.body).toMatchObject({ code: 'OTP_INVALID', details: { attemptsLeft: 5 - i } });
      }
      expect((await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: wrong(code) }).expect(400)).body.code).toBe('OTP_ATTEMPTS_EXCEEDED');
      expect((await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: code }).expect(400)).body.code).toBe('OTP_ATTEMPTS_EXCEEDED');

      const next = await requestAdminCode(admin);
      await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: next }).expect(200);
      expect((await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: next }).expect(400)).body.code).toBe('OTP_INVALID');
      const malformed = await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: '12ab' }).expect(400);
      expect(malformed.body.code).toBe('VALIDATION_FAILED');
    });

    it('is sent once for a request retried with its Idempotency-Key', async () => {
      const admin = await newAdmin();
      const sentBefore = t.smtp.messages.length;
      const first = await t.http().post('/api/admin/request-otp').set({ ...admin.auth, 'Idempotency-Key': 'admin-code-1' }).expect(200);
      const retry = await t.http().post('/api/admin/request-otp').set({ ...admin.auth, 'Idempotency-Key': 'admin-code-1' }).expect(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toEqual(first.body);
      await t.jobsIdle();
      expect(t.smtp.messages.slice(sentBefore).filter((m) => m.to.includes(admin.user.email))).toHaveLength(1);
    });

    it('expires after 10 minutes, and only the newest code counts', async () => {
      const admin = await newAdmin();
      const first = await requestAdminCode(admin);
      const second = await requestAdminCode(admin);
      if (first !== second) expect((await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: first }).expect(400)).body.code).toBe('OTP_INVALID');
      advanceClock(t, 10 * MINUTE + 1000);
      expect((await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: second }).expect(400)).body.code).toBe('OTP_EXPIRED');
    });
  });

  describe('the authenticator app', () => {
    it('replaces the e-mailed code once enrolled; its secret is shown once; a code works once; wrong codes lock it', async () => {
      const admin = await newAdmin();
      const headers = await stepUp(admin);
      const enrolment = await t.http().post('/api/admin/totp/enroll').set(headers).expect(200);
      const { secret, otpauthUrl } = enrolment.body as { secret: string; otpauthUrl: string };
      expect(otpauthUrl).toContain('otpauth://totp/');
      expect((await t.http().post('/api/admin/totp/confirm').set(headers).send({ otp: '000000' }).expect(400)).body.code).toBe('TOTP_INVALID');
      const code = () => generateSync({ secret, epoch: Math.floor(t.app.get(Clock).now().getTime() / 1000) });
      await t.http().post('/api/admin/totp/confirm').set(headers).send({ otp: code() }).expect(200);
      expect((await t.http().post('/api/admin/totp/enroll').set(headers).expect(409)).body.code).toBe('TOTP_ALREADY_ENROLLED');
      expect((await t.http().get('/api/admin/check-eligibility').set(admin.auth).expect(200)).body.totpEnrolled).toBe(true);

      // The step-up right after the enrolment, in the same 30 s: the code is spent, and the admin is told so.
      const spent = await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: code() }).expect(400);
      expect(spent.body).toMatchObject({ code: 'TOTP_INVALID', message: "This code was already used: wait for the app's next code. 4 attempts left." });
      advanceClock(t, 31_000);
      await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: code() }).expect(200);

      const sentBefore = t.smtp.messages.length;
      const r = await t.http().post('/api/admin/request-otp').set(admin.auth).expect(200);
      expect(r.body.method).toBe('totp');
      await t.jobsIdle();
      expect(t.smtp.messages.slice(sentBefore).filter((m) => m.to.includes(admin.user.email))).toEqual([]);

      // The code just used to confirm is spent: a replay counts as wrong.
      advanceClock(t, 31_000);
      const fresh = code();
      await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: fresh }).expect(200);
      const replay = await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: fresh }).expect(400);
      expect(replay.body).toMatchObject({ code: 'TOTP_INVALID', message: "This code was already used: wait for the app's next code. 4 attempts left.", details: { attemptsLeft: 4 } });
      expect((await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: wrong(fresh) }).expect(400)).body.message).toBe('Invalid authenticator code. 3 attempts left.');
      for (let i = 0; i < 2; i++) await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: wrong(fresh) }).expect(400);
      const locked = await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: wrong(fresh) }).expect(429);
      expect(locked.body.code).toBe('TOTP_LOCKED');
      advanceClock(t, 31_000);
      expect((await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: code() }).expect(429)).body.code).toBe('TOTP_LOCKED');

      // Once the lock has run out, a burst of guesses in parallel still gets five checks at most.
      advanceClock(t, 15 * 60_000);
      const good = code();
      const burst = await Promise.all([...Array.from({ length: 12 }, () => wrong(good)), good].map((otp) => t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp })));
      const codes = burst.map((r) => (r.status === 200 ? 'OK' : r.body.code));
      expect(codes.filter((c) => c === 'TOTP_INVALID').length).toBeLessThanOrEqual(4);
      expect(codes.filter((c) => c === 'OK').length).toBeLessThanOrEqual(1);
      expect(codes.filter((c) => !['TOTP_INVALID', 'OK'].includes(c)).every((c) => c === 'TOTP_LOCKED')).toBe(true);
      expect(codes.filter((c) => c === 'TOTP_LOCKED').length).toBeGreaterThanOrEqual(7);
      const [row] = await sql<{ sealed_secret: string }>(t, 'select sealed_secret from admin_authenticators where user_id = $1', [admin.user.id]);
      expect(row.sealed_secret).not.toContain(secret);
    });
  });

  describe('users', () => {
    it('lists every user with the spec columns, searchable and paged, and the four counters', async () => {
      const admin = await newAdmin();
      const headers = await stepUp(admin);
      const owner = await signUpBusiness(t, { firstName: 'Zubin', businessName: 'Zubin Zari Works' });
      const found = await t.http().get('/api/admin/users').query({ search: 'zari works' }).set(headers).expect(200);
      expect(found.body.items).toEqual([
        {
          id: owner.user.id,
          firstName: 'Zubin',
          lastName: owner.user.lastName,
          email: owner.user.email,
          businessName: 'Zubin Zari Works',
          role: 'user',
          isMaster: false,
          hasAdminDomain: false,
          subscription: null,
          trial: { isTrialActive: true, trialStartDate: owner.user.trialStartDate, trialEndDate: owner.user.trialEndDate },
        },
      ]);
      const seen = new Set<string>();
      let cursor: string | null = null;
      do {
        const page: { body: { items: { id: string }[]; nextCursor: string | null } } = await t.http().get('/api/admin/users').query({ limit: 2, ...(cursor && { cursor }) }).set(headers).expect(200);
        page.body.items.forEach((item) => seen.add(item.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      const [{ count }] = await sql<{ count: string }>(t, 'select count(*) from users');
      expect(seen.size).toBe(Number(count));
      const summary = await t.http().get('/api/admin/summary').set(headers).expect(200);
      expect(summary.body).toMatchObject({ totalUsers: Number(count), activeSubscriptions: expect.any(Number) });
      const [admins] = await sql<{ count: string }>(t, `select count(*) from users where role = 'admin'`);
      expect(summary.body.adminUsers).toBe(Number(admins.count));
      expect((await t.http().get('/api/admin/users').query({ cursor: 'nonsense' }).set(headers).expect(400)).body.code).toBe('INVALID_CURSOR');
    });

    it('are made admin only on a company domain; nobody demotes the master or themselves; a demoted admin is out at once', async () => {
      const admin = await newAdmin();
      const headers = await stepUp(admin);
      const colleague = ownAddress(await signUpBusiness(t, { email: registrationData().email.replace('example.com', 'ops.hisaab.test') }));
      const outsider = await signUpBusiness(t);

      // The list says beforehand which rows Make Admin can succeed on (the dashboard disables the others with the reason).
      const domainOf = async (user: SignedUpBusiness) =>
        (await t.http().get('/api/admin/users').query({ search: user.user.email }).set(headers).expect(200)).body.items.find((row: { id: string }) => row.id === user.user.id).hasAdminDomain;
      expect([await domainOf(colleague), await domainOf(outsider)]).toEqual([true, false]);

      const made = await t.http().post(`/api/admin/users/${colleague.user.id}/make-admin`).set(headers).expect(200);
      expect(made.body).toMatchObject({ id: colleague.user.id, role: 'admin' });
      const refused = await t.http().post(`/api/admin/users/${outsider.user.id}/make-admin`).set(headers).expect(409);
      expect(refused.body.code).toBe('ADMIN_DOMAIN_NOT_ALLOWED');
      expect((await sql<{ role: string }>(t, 'select role from users where id = $1', [outsider.user.id]))[0].role).toBe('user');
      expect((await t.http().post(`/api/admin/users/00000000-0000-4000-8000-000000000000/make-admin`).set(headers).expect(404)).body.code).toBe('ADMIN_USER_NOT_FOUND');
      await t.http().post(`/api/admin/users/not-a-uuid/make-admin`).set(headers).expect(404);

      expect((await t.http().delete(`/api/admin/users/${master.user.id}/remove-admin`).set(headers).expect(409)).body.code).toBe('CANNOT_DEMOTE_MASTER');
      expect((await t.http().delete(`/api/admin/users/${admin.user.id}/remove-admin`).set(headers).expect(409)).body.code).toBe('CANNOT_DEMOTE_SELF');

      const colleagueHeaders = await stepUp(colleague);
      await t.http().get('/api/admin/users').query({ limit: 1 }).set(colleagueHeaders).expect(200);
      await t.http().delete(`/api/admin/users/${colleague.user.id}/remove-admin`).set(headers).expect(200);
      const out = await t.http().get('/api/admin/users').set(colleagueHeaders).expect(403);
      expect(out.body.code).toBe('ADMIN_NOT_ELIGIBLE');
      expect(await sql(t, 'select id from admin_sessions where user_id = $1', [colleague.user.id])).toEqual([]);
    });
  });

  describe('master-only actions', () => {
    it('refuse a plain admin (403) and change nothing', async () => {
      const admin = await newAdmin();
      const headers = await stepUp(admin);
      const owner = await signUpBusiness(t);
      const trial = { isTrialActive: false, trialStartDate: '2026-01-01', trialEndDate: '2026-01-08' };
      expect((await t.http().put(`/api/admin/users/${owner.user.id}/trial`).set(headers).send(trial).expect(403)).body.code).toBe('MASTER_ADMIN_REQUIRED');
      expect((await t.http().get('/api/admin/audit-log').set(headers).expect(403)).body.code).toBe('MASTER_ADMIN_REQUIRED');
      const plan = await t.http().put(`/api/admin/users/${owner.user.id}/subscription`).set(headers).send({ planId: 'plan_1_year', amount: 1500 }).expect(403);
      expect(plan.body.code).toBe('MASTER_ADMIN_REQUIRED');
      expect(await sql(t, 'select id from subscriptions where business_id = (select business_id from users where id = $1)', [owner.user.id])).toEqual([]);
      const [row] = await sql<{ trial_end_date: Date }>(t, 'select trial_end_date from users where id = $1', [owner.user.id]);
      expect(row.trial_end_date.toISOString()).toBe(owner.user.trialEndDate);
    });

    it('set a trial: ended now when inactive, validated, and shown to the user', async () => {
      const owner = await signUpBusiness(t);
      const bad = await t.http().put(`/api/admin/users/${owner.user.id}/trial`).set(master.auth).send({ isTrialActive: true, trialStartDate: '2026-13-01', trialEndDate: 'soon' }).expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
      const past = await t.http().put(`/api/admin/users/${owner.user.id}/trial`).set(master.auth).send({ isTrialActive: true, trialStartDate: '2020-01-01', trialEndDate: '2020-01-08' }).expect(400);
      expect(past.body.details.fields).toHaveProperty('trialEndDate');

      const ended = await t.http().put(`/api/admin/users/${owner.user.id}/trial`).set(master.auth).send({ isTrialActive: false, trialStartDate: '2020-01-01', trialEndDate: '2099-01-08' }).expect(200);
      expect(ended.body.trial.isTrialActive).toBe(false);
      expect(ended.body.trial.trialStartDate).toBe('2019-12-31T18:30:00.000Z');
      const me = await t.http().get('/api/user').set(owner.auth).expect(200);
      expect(me.body.trialEndDate).toBe(ended.body.trial.trialEndDate);

      const extended = await t.http().put(`/api/admin/users/${owner.user.id}/trial`).set(master.auth).send({ isTrialActive: true, trialStartDate: '2020-01-01', trialEndDate: '2099-01-08' }).expect(200);
      expect(extended.body.trial).toEqual({ isTrialActive: true, trialStartDate: '2019-12-31T18:30:00.000Z', trialEndDate: '2099-01-08T18:29:59.999Z' });
    });
  });

  describe('trial and plan set by the master', () => {
    it('lock a business out when its trial is ended, and let it back in with a plan', async () => {
      const owner = await signUpBusiness(t);
      await t.http().get('/api/customers').set(owner.auth).expect(200);
      await t.http().put(`/api/admin/users/${owner.user.id}/trial`).set(master.auth).send({ isTrialActive: false, trialStartDate: '2020-01-01', trialEndDate: '2020-01-08' }).expect(200);
      expect((await t.http().get('/api/customers').set(owner.auth).expect(402)).body.code).toBe('SUBSCRIPTION_REQUIRED');

      const bad = await t.http().put(`/api/admin/users/${owner.user.id}/subscription`).set(master.auth).send({ planId: 'plan_9_year', amount: 15.5 }).expect(400);
      expect(Object.keys(bad.body.details.fields).sort()).toEqual(['amount', 'planId']);
      const activeBefore = (await t.http().get('/api/admin/summary').set(master.auth).expect(200)).body.activeSubscriptions as number;

      const granted = await t.http().put(`/api/admin/users/${owner.user.id}/subscription`).set(master.auth).send({ planId: 'plan_2_year', amount: 2500 }).expect(200);
      expect(granted.body.subscription).toEqual({ planName: 'Professional', endDate: expect.any(String) });
      const months = (new Date(granted.body.subscription.endDate).getTime() - Date.now()) / (30.4 * 24 * 3600_000);
      expect(Math.round(months)).toBe(24);
      await t.http().get('/api/customers').set(owner.auth).expect(200);
      const [row] = await sql<{ amount_paise: string }>(t, 'select amount_paise from subscriptions where business_id = (select business_id from users where id = $1)', [owner.user.id]);
      expect(Number(row.amount_paise)).toBe(250_000);
      expect((await t.http().get('/api/admin/summary').set(master.auth).expect(200)).body.activeSubscriptions).toBe(activeBefore + 1);

      const log = await t.http().get('/api/admin/audit-log').query({ limit: 1 }).set(master.auth).expect(200);
      expect(log.body.items[0]).toMatchObject({ action: 'user.set-subscription', actorUserId: master.user.id, targetUserId: owner.user.id, before: null, after: { planName: 'Professional', amountPaise: 250_000 } });
    });
  });

  describe('the audit log', () => {
    it('records every admin action with who, what, on whom, before, after, when and the request id; the master reads it newest first', async () => {
      const admin = await newAdmin();
      const headers = await stepUp(admin);
      const colleague = await signUpBusiness(t, { email: registrationData().email.replace('example.com', 'hisaab.test') });
      await t.http().post(`/api/admin/users/${colleague.user.id}/make-admin`).set({ ...headers, 'X-Request-Id': 'req-make-admin-1' }).expect(200);
      await t.http().delete(`/api/admin/users/${colleague.user.id}/remove-admin`).set({ ...headers, 'X-Request-Id': 'req-remove-admin-1' }).expect(200);

      const page = await t.http().get('/api/admin/audit-log').query({ limit: 2 }).set(master.auth).expect(200);
      expect(page.body.items).toEqual([
        expect.objectContaining({ action: 'user.remove-admin', actorUserId: admin.user.id, actorEmail: admin.user.email, targetUserId: colleague.user.id, targetEmail: colleague.user.email, before: { role: 'admin' }, after: { role: 'user' }, requestId: 'req-remove-admin-1' }),
        expect.objectContaining({ action: 'user.make-admin', before: { role: 'user' }, after: { role: 'admin' }, requestId: 'req-make-admin-1' }),
      ]);
      const next = await t.http().get('/api/admin/audit-log').query({ limit: 2, cursor: page.body.nextCursor }).set(master.auth).expect(200);
      expect(next.body.items[0]).toMatchObject({ action: 'admin.step-up', actorUserId: admin.user.id, after: { method: 'email' } });
    });
  });
});
