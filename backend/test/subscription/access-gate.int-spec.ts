import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { IS_PUBLIC } from '../../../backend/src/platform/auth/public.decorator';
import { Housekeeping } from '../../../backend/src/platform/housekeeping/housekeeping';
import { SubscriptionAccess, SubscriptionService } from '../../../backend/src/modules/subscription';
import { createInvoice, customer, gstBusiness, istDate, item, product, setStatus } from '../billing/billing-fixtures';
import { endTrial, signUpBusiness } from '../../../test-support/identity';
import { businessIdOf, sql } from '../../../test-support/sql';
import { createTestApp, TestApp } from '../../../test-support/test-app';

const MASTER = 'master@hisaab.example';

/** Every route the app registered (controllers' metadata, the same table Nest builds the router from). */
function registeredRoutes(t: TestApp): { method: string; path: string; isPublic: boolean }[] {
  const routes: { method: string; path: string; isPublic: boolean }[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: Record<string, unknown> } | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype).filter((n) => n !== 'constructor')) {
        const handler = controller.prototype[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const path = ['/api', base, String(Reflect.getMetadata(PATH_METADATA, handler))].join('/').replace(/\/+/g, '/').replace(/\/$/, '');
        const isPublic = Reflect.getMetadata(IS_PUBLIC, handler) === true || Reflect.getMetadata(IS_PUBLIC, controller) === true;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        if (!method) throw new Error(`No method for ${path} (${name})`);
        routes.push({ method, path, isPublic });
      }
    }
  }
  return routes;
}

/**
 * What a signed-in owner without a plan or trial may still reach (issue #9 point 3): sign-out, the
 * current user, subscription and plans, account deletion and data export, and the admin area (it has
 * guards of its own). Anything else that answers is a hole in the gate.
 */
const OPEN_WITHOUT_SUBSCRIPTION = [
  /^POST \/api\/logout$/,
  /^GET \/api\/user$/,
  /^(GET|POST) \/api\/subscription\//,
  /^GET \/api\/subscriptions$/,
  /^GET \/api\/trial\/status$/,
  /^DELETE \/api\/auth\/delete-account$/,
  /^POST \/api\/auth\/export-data$/,
  /^GET \/api\/auth\/export-data\/status$/,
  /^(GET|POST|PUT|DELETE) \/api\/admin\//,
  // A campaign's unsubscribe link works without signing in, like the public invoice pages (@Public).
  /^(GET|POST) \/api\/public\/unsubscribe$/,
];

describe('the subscription gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MASTER_ADMIN_EMAIL: MASTER } });
  });
  afterAll(() => t.close());

  it('gives a new account a 7-day trial with everything but campaigns', async () => {
    const b = await signUpBusiness(t);
    const status = (await t.http().get('/api/subscription/status').set(b.auth).expect(200)).body;
    expect(status).toMatchObject({ hasActiveSubscription: false, subscription: null, hasAccess: true, canUseCampaigns: false, trial: { isTrialActive: true, daysRemaining: 7 } });
    expect((await t.http().get('/api/trial/status').set(b.auth).expect(200)).body).toMatchObject({ isTrialActive: true, daysRemaining: 7 });
    await t.http().get('/api/customers').set(b.auth).expect(200);
  });

  it('answers 402 on every business route of a lapsed account except the listed ones; the route table is walked, so a new route cannot slip past', async () => {
    const b = await signUpBusiness(t);
    await endTrial(t, b);
    const routes = registeredRoutes(t);
    expect(routes.length).toBeGreaterThan(30);
    const gated: string[] = [];
    const open: string[] = [];
    // Sign-out last: it ends the session the other calls use.
    const ordered = [...routes].sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
    for (const route of ordered) {
      const key = `${route.method} ${route.path}`;
      const path = route.path.replace(/:[A-Za-z]+/g, randomUUID());
      const request = t.http()[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](path).set(b.auth).set('Idempotency-Key', randomUUID());
      const reply = ['GET', 'DELETE'].includes(route.method) ? await request : await request.send({});
      expect(`${key} → ${reply.status}`).not.toMatch(/→ 500$/);
      if (reply.status === 402) {
        expect(`${key} ${reply.body.code}`).toBe(`${key} SUBSCRIPTION_REQUIRED`);
        gated.push(key);
      } else {
        open.push(key);
      }
    }
    const expectedOpen = routes.filter((r) => r.isPublic || OPEN_WITHOUT_SUBSCRIPTION.some((rule) => rule.test(`${r.method} ${r.path}`))).map((r) => `${r.method} ${r.path}`);
    expect(open.sort()).toEqual(expectedOpen.sort());
    expect(gated).toEqual(expect.arrayContaining(['GET /api/customers', 'POST /api/invoices', 'GET /api/dashboard/metrics', 'POST /api/config']));
  });

  it('keeps the customers’ public invoice links working, hides nothing, and a plan restores everything', async () => {
    const b = await gstBusiness(t);
    const buyer = await customer(b);
    const bolt = await product(b, { stockQuantity: 10 });
    const invoice = await createInvoice(b, buyer.id, { invoiceDate: istDate(), dueDate: istDate(5) }, [item({ productId: bolt.id, quantity: 1, rate: 100 })]);
    await setStatus(b, invoice.id, 'sent');
    await endTrial(t, b);
    expect((await t.http().get(`/api/invoices/${invoice.id}`).set(b.auth).expect(402)).body.code).toBe('SUBSCRIPTION_REQUIRED');
    await t.http().get(`/api/client/invoice/${invoice.shareId}`).expect(200);
    const status = (await t.http().get('/api/subscription/status').set(b.auth).expect(200)).body;
    expect(status).toMatchObject({ hasAccess: false, trial: { isTrialActive: false, daysRemaining: 0 } });

    await t.app.get(SubscriptionService).grantPlan(await businessIdOf(t, b), 'plan_1_year', 150_000, b.user.id);
    expect((await t.http().get(`/api/invoices/${invoice.id}`).set(b.auth).expect(200)).body.id).toBe(invoice.id);
    expect((await t.http().get('/api/subscription/status').set(b.auth).expect(200)).body).toMatchObject({ hasAccess: true, hasActiveSubscription: true });
  });

  it('exempts the configured master admin, whatever the trial', async () => {
    const master = await signUpBusiness(t, { email: MASTER });
    await endTrial(t, master);
    await t.http().get('/api/customers').set(master.auth).expect(200);
    expect((await t.http().get('/api/subscription/status').set(master.auth).expect(200)).body).toMatchObject({ hasAccess: true, canUseCampaigns: true });
  });

  it('e-mails two days before the trial ends and on the day it ends, each once', async () => {
    const b = await signUpBusiness(t);
    const mailsTo = (subject: string) => t.smtp.messages.filter((m) => m.to.includes(b.user.email) && m.subject === subject);
    const housekeeping = t.app.get(Housekeeping);

    await housekeeping.runAll();
    await t.jobsIdle();
    expect(mailsTo('Your Hisaab free trial ends in 2 days')).toHaveLength(0);

    await sql(t, `update users set trial_end_date = now() + interval '47 hours' where id = $1`, [b.user.id]);
    await housekeeping.runAll();
    await housekeeping.runAll();
    await t.jobsIdle();
    await t.smtp.waitFor((m) => m.to.includes(b.user.email) && m.subject === 'Your Hisaab free trial ends in 2 days');
    expect(mailsTo('Your Hisaab free trial ends in 2 days')).toHaveLength(1);

    await sql(t, `update users set trial_end_date = now() - interval '1 hour' where id = $1`, [b.user.id]);
    await housekeeping.runAll();
    await housekeeping.runAll();
    await t.jobsIdle();
    await t.smtp.waitFor((m) => m.to.includes(b.user.email) && m.subject === 'Your Hisaab free trial has ended');
    expect(mailsTo('Your Hisaab free trial has ended')).toHaveLength(1);
    expect(await sql(t, 'select kind from subscription_emails where business_id = $1 order by kind', [await businessIdOf(t, b)])).toEqual([{ kind: 'trial-ended' }, { kind: 'trial-ending' }]);
  });

  it('sends no trial notice to a business that has a plan', async () => {
    const b = await signUpBusiness(t);
    await t.app.get(SubscriptionService).grantPlan(await businessIdOf(t, b), 'plan_premium', 500_000, b.user.id);
    await sql(t, `update users set trial_end_date = now() + interval '1 day' where id = $1`, [b.user.id]);
    await t.app.get(Housekeeping).runAll();
    await t.jobsIdle();
    expect(await sql(t, 'select 1 from subscription_emails where business_id = $1', [await businessIdOf(t, b)])).toHaveLength(0);
    expect((await t.http().get('/api/subscription/status').set(b.auth).expect(200)).body.canUseCampaigns).toBe(true);
  });

  it('tells scheduled work whether a business may run, by the gate’s rule (businessHasAccess)', async () => {
    const access = t.app.get(SubscriptionAccess);
    const asked = async (businessId: string) => [await access.businessHasAccess(businessId, 'business'), await access.businessHasAccess(businessId, 'campaigns')];
    const b = await signUpBusiness(t);
    const businessId = await businessIdOf(t, b);
    expect(await asked(businessId)).toEqual([true, false]); // the trial: everything but campaigns
    await endTrial(t, b);
    expect(await asked(businessId)).toEqual([false, false]);
    await t.app.get(SubscriptionService).grantPlan(businessId, 'plan_1_year', 150_000, b.user.id);
    expect(await asked(businessId)).toEqual([true, false]);

    const premium = await signUpBusiness(t);
    await endTrial(t, premium);
    await t.app.get(SubscriptionService).grantPlan(await businessIdOf(t, premium), 'plan_premium', 500_000, premium.user.id);
    expect(await asked(await businessIdOf(t, premium))).toEqual([true, true]);

    // The master may have signed up in an earlier case.
    if (!(await sql(t, 'select 1 from users where email = $1', [MASTER])).length) await signUpBusiness(t, { email: MASTER });
    const [master] = await sql<{ business_id: string }>(t, `update users set trial_end_date = now() - interval '1 day' where email = $1 returning business_id`, [MASTER]);
    expect(await asked(master.business_id)).toEqual([true, true]);
    expect(await asked(randomUUID())).toEqual([false, false]); // a deleted business has nothing to run
  });
});
