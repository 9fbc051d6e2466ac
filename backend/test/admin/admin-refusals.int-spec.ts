import { generateSync } from 'otplib';
import { REFUSALS_PER_MINUTE } from '../../src/modules/admin/application/audit-trail';
import { Clock } from '../../src/platform/clock/clock';
import { advanceClock } from '../../../test-support/clock';
import { registrationData, signUpBusiness, type SignedUpBusiness } from '../../../test-support/identity';
import { codeIn } from '../../../test-support/smtp-sink';
import { sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const MASTER = 'master@hisaab.test';
const MINUTE = 60_000;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

interface AuditRow {
  action: string;
  actorUserId: string;
  actorEmail: string;
  targetUserId: string | null;
  outcome: string;
  reason: string | null;
  requestId: string;
  createdAt: string;
}

/** Refused admin attempts in the audit log (issue #9): who, what, 'refused', why, the request, when. */
describe('refused admin attempts are audited', () => {
  let t: TestApp;
  let master: SignedUpBusiness;
  let addresses = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { MASTER_ADMIN_EMAIL: MASTER, ADMIN_EMAIL_DOMAINS: 'hisaab.test', OTP_SENDS_PER_IP_PER_HOUR: '1000', TRUST_PROXY: '1' } });
    master = await signUpBusiness(t, { email: MASTER });
  });
  afterAll(() => t.close());

  /** An admin on the company domain, calling from an address of their own (the step-up routes are rate-limited per IP). */
  async function newAdmin(): Promise<SignedUpBusiness> {
    const user = await signUpBusiness(t, { email: registrationData().email.replace('example.com', 'hisaab.test') });
    await sql(t, `update users set role = 'admin' where id = $1`, [user.user.id]);
    const auth = { ...user.auth, 'X-Forwarded-For': `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}` };
    return { ...user, auth };
  }

  async function emailedCode(user: SignedUpBusiness): Promise<string> {
    const sentBefore = t.smtp.messages.length;
    await t.http().post('/api/admin/request-otp').set(user.auth).expect(200);
    await t.jobsIdle();
    return codeIn(await t.smtp.waitFor((m) => t.smtp.messages.indexOf(m) >= sentBefore && m.to.includes(user.user.email)));
  }

  async function stepUp(user: SignedUpBusiness) {
    const r = await t.http().post('/api/admin/verify-otp').set(user.auth).send({ otp: await emailedCode(user) }).expect(200);
    return { ...user.auth, 'X-Admin-Session': r.body.adminSession as string };
  }

  /** The master's view of one user's refusals, oldest first. */
  async function refusalsOf(user: SignedUpBusiness): Promise<AuditRow[]> {
    const rows: AuditRow[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: AuditRow[]; nextCursor: string | null } } = await t
        .http()
        .get('/api/admin/audit-log')
        .query({ outcome: 'refused', limit: 200, ...(cursor && { cursor }) })
        .set(master.auth)
        .expect(200);
      rows.push(...page.body.items.filter((row) => row.actorUserId === user.user.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    return rows.reverse();
  }

  it('records wrong, expired and locked-out e-mailed codes with the request id the caller got', async () => {
    const admin = await newAdmin();
    const code = await emailedCode(admin);
    const bad = await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: wrong(code) }).expect(400);
    for (let i = 0; i < 4; i++) await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: wrong(code) }).expect(400);
    const dead = await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: code }).expect(400);
    expect(dead.body.code).toBe('OTP_ATTEMPTS_EXCEEDED');
    const late = await emailedCode(admin);
    advanceClock(t, 10 * MINUTE + 1000);
    await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: late }).expect(400);

    const rows = await refusalsOf(admin);
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      ...Array(4).fill(['admin.step-up', 'OTP_INVALID']),
      ['admin.step-up', 'OTP_ATTEMPTS_EXCEEDED'],
      ['admin.step-up', 'OTP_ATTEMPTS_EXCEEDED'],
      ['admin.step-up', 'OTP_EXPIRED'],
    ]);
    expect(rows[0]).toMatchObject({ actorEmail: admin.user.email, outcome: 'refused', requestId: bad.body.requestId, targetUserId: null });
    expect(Date.parse(rows[0].createdAt)).not.toBeNaN();
    // The master's list without a filter still shows what was done.
    const all = (await t.http().get('/api/admin/audit-log').set(master.auth).expect(200)).body.items as AuditRow[];
    expect(all.every((row) => ['done', 'refused'].includes(row.outcome))).toBe(true);
    expect((await t.http().get('/api/admin/audit-log').query({ outcome: 'maybe' }).set(master.auth).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('records wrong and locked-out authenticator codes, at enrolment and at the step-up', async () => {
    const admin = await newAdmin();
    const headers = await stepUp(admin);
    const { secret } = (await t.http().post('/api/admin/totp/enroll').set(headers).expect(200)).body as { secret: string };
    const code = () => generateSync({ secret, epoch: Math.floor(t.app.get(Clock).now().getTime() / 1000) });
    await t.http().post('/api/admin/totp/confirm').set(headers).send({ otp: wrong(code()) }).expect(400);
    await t.http().post('/api/admin/totp/confirm').set(headers).send({ otp: code() }).expect(200);
    advanceClock(t, 31_000);
    for (let i = 0; i < 4; i++) await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: wrong(code()) }).expect(400);
    await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: wrong(code()) }).expect(429);
    await t.http().post('/api/admin/verify-otp').set(admin.auth).send({ otp: code() }).expect(429);
    expect((await refusalsOf(admin)).map((r) => [r.action, r.reason])).toEqual([
      ['admin.totp-enrolled', 'TOTP_INVALID'],
      ...Array(4).fill(['admin.step-up', 'TOTP_INVALID']),
      ['admin.step-up', 'TOTP_LOCKED'],
      ['admin.step-up', 'TOTP_LOCKED'],
    ]);
  });

  it('records a plain admin’s master-only calls, calls without or with an ended admin session, and a user who is no admin', async () => {
    const admin = await newAdmin();
    const headers = await stepUp(admin);
    const owner = await signUpBusiness(t);
    const trial = { isTrialActive: false, trialStartDate: '2026-01-01', trialEndDate: '2026-01-08' };
    await t.http().put(`/api/admin/users/${owner.user.id}/trial`).set(headers).send(trial).expect(403);
    await t.http().put(`/api/admin/users/${owner.user.id}/subscription`).set(headers).send({ planId: 'plan_1_year', amount: 1500 }).expect(403);
    await t.http().get('/api/admin/audit-log').set(headers).expect(403);
    await t.http().get('/api/admin/users').set(admin.auth).expect(403); // no admin session
    await t.http().post(`/api/admin/users/${owner.user.id}/make-admin`).set({ ...admin.auth, 'X-Admin-Session': 'forged' }).expect(403);
    advanceClock(t, 16 * MINUTE);
    await t.http().get('/api/admin/summary').set(headers).expect(403); // idle too long
    expect((await refusalsOf(admin)).map((r) => [r.action, r.reason, r.targetUserId])).toEqual([
      ['user.set-trial', 'MASTER_ADMIN_REQUIRED', owner.user.id],
      ['user.set-subscription', 'MASTER_ADMIN_REQUIRED', owner.user.id],
      ['admin.read-audit-log', 'MASTER_ADMIN_REQUIRED', null],
      ['admin.read-users', 'ADMIN_SESSION_REQUIRED', null],
      ['user.make-admin', 'ADMIN_SESSION_INVALID', owner.user.id],
      ['admin.read-users', 'ADMIN_SESSION_INVALID', null],
    ]);
    expect((await sql<{ role: string }>(t, 'select role from users where id = $1', [owner.user.id]))[0].role).toBe('user');

    await t.http().get('/api/admin/users').set(owner.auth).expect(403);
    expect((await refusalsOf(owner)).map((r) => [r.action, r.reason])).toEqual([['admin.read-users', 'ADMIN_NOT_ELIGIBLE']]);
  });

  it('keeps nothing of the caller’s choosing at the caller’s size, and stops writing a flood of refusals', async () => {
    const prober = await signUpBusiness(t);
    const longId = 'x'.repeat(5000);
    await t.http().post(`/api/admin/users/${'y'.repeat(90)}/make-admin`).set({ ...prober.auth, 'X-Request-Id': longId }).expect(403);
    const [first] = await refusalsOf(prober);
    expect(first).toMatchObject({ action: 'user.make-admin', reason: 'ADMIN_NOT_ELIGIBLE', targetUserId: null, requestId: expect.stringMatching(/^sha256:[0-9a-f]{32}$/) });

    const before = Number((await sql<{ n: string }>(t, 'select count(*) as n from admin_audit_log'))[0].n);
    await t.http().get('/api/admin/users').expect(401); // not signed in: nothing to attribute, nothing written
    for (let i = 0; i < 3 * REFUSALS_PER_MINUTE; i++) await t.http().get('/api/admin/users').set(prober.auth).expect(403);
    const after = Number((await sql<{ n: string }>(t, 'select count(*) as n from admin_audit_log'))[0].n);
    expect(after - before).toBe(REFUSALS_PER_MINUTE - 1); // one was written above
    // A minute later, refusals are written again.
    advanceClock(t, MINUTE + 1000);
    await t.http().get('/api/admin/users').set(prober.auth).expect(403);
    expect(await refusalsOf(prober)).toHaveLength(REFUSALS_PER_MINUTE + 1);
  });
});
