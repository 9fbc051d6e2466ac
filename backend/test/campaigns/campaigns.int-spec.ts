import { randomUUID } from 'node:crypto';
import { signUpBusiness } from '../../../test-support/identity';
import { sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { customer } from '../billing/billing-fixtures';
import { campaignBody, createCampaign, getCampaign, mailsOf, premiumBusiness, waitForCampaign } from './campaigns-fixtures';

const MASTER = 'master-campaigns@hisaab.example';

/** The campaigns API from outside: the form's rules, the states and their moves, the figures, the premium gate and the tenant. */
describe('campaigns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MASTER_ADMIN_EMAIL: MASTER, CAMPAIGN_SENDS_PER_MINUTE: '0' } });
  });
  afterAll(() => t.close());

  it('checks the create form with the spec’s messages and checks selected customers belong to the business', async () => {
    const b = await premiumBusiness(t);
    const other = await premiumBusiness(t);
    const theirs = await customer(other, { name: 'Not yours' });
    const post = (body: Record<string, unknown>) => t.http().post('/api/campaigns').set(b.auth).send(body);

    const empty = await post({ name: ' ', emailSubject: '', emailContent: '', targetType: 'all_customers' }).expect(400);
    expect(empty.body.details.fields).toMatchObject({ name: 'Campaign name is required', emailSubject: 'Email subject is required', emailContent: 'Email content is required' });
    expect((await post(campaignBody({ type: 'sms' })).expect(400)).body.details.fields.type).toBe('Campaign type must be email');
    expect((await post(campaignBody({ targetType: 'everyone' })).expect(400)).body.details.fields.targetType).toBe('Choose who receives the campaign');
    expect((await post(campaignBody({ targetType: 'custom_segment' })).expect(400)).body.details.fields.targetCustomerIds).toBe('Choose at least one customer');
    expect((await post(campaignBody({ targetType: 'custom_segment', targetCustomerIds: [theirs.id] })).expect(400)).body.details.fields.targetCustomerIds).toBe(
      'One or more selected customers do not exist',
    );
    expect((await post(campaignBody({ targetCustomerIds: [theirs.id] })).expect(400)).body.code).toBe('VALIDATION_FAILED');

    const created = (await post(campaignBody({ description: '' })).expect(201)).body;
    expect(created).toMatchObject({ status: 'draft', type: 'email', targetType: 'all_customers', description: null, totalTargets: 0, emailsSent: 0, metrics: null, startedAt: null });
  });

  it('lists newest first with search in name or description, the status filter and keyset pages', async () => {
    const b = await premiumBusiness(t);
    const first = await createCampaign(b, { name: 'Monsoon sale', description: 'Umbrellas' });
    await createCampaign(b, { name: 'Diwali offer', description: 'Sweets and lights' });
    const third = await createCampaign(b, { name: 'Year end', description: 'Clearance of monsoon stock' });
    await t.http().post(`/api/campaigns/${third.id}/cancel`).set(b.auth).expect(200);

    const list = async (query: string) => (await t.http().get(`/api/campaigns${query}`).set(b.auth).expect(200)).body;
    expect((await list('')).items.map((c: { name: string }) => c.name)).toEqual(['Year end', 'Diwali offer', 'Monsoon sale']);
    expect((await list('?search=MONSOON')).items.map((c: { id: string }) => c.id)).toEqual([third.id, first.id]);
    expect((await list('?status=cancelled')).items.map((c: { id: string }) => c.id)).toEqual([third.id]);
    const page1 = await list('?limit=2');
    expect(page1.items).toHaveLength(2);
    const page2 = await list(`?limit=2&cursor=${page1.nextCursor}`);
    expect(page2).toMatchObject({ items: [{ id: first.id }], nextCursor: null });
    await t.http().get('/api/campaigns?status=sent').set(b.auth).expect(400);
    expect((await t.http().get('/api/campaigns?cursor=nope').set(b.auth).expect(400)).body.code).toBe('INVALID_CURSOR');
  });

  it('sends each customer one e-mail from the business, with its address, an unsubscribe link, and merge fields that stay text', async () => {
    const b = await premiumBusiness(t);
    await customer(b, { name: 'Asha <script>alert("x")</script>', email: 'asha@merge.example' });
    await customer(b, { name: 'Vikram', email: 'vikram@merge.example' });
    await customer(b, { name: 'No Mail', email: null, phone: '9876501235' });
    const campaign = await createCampaign(b);

    const started = (await t.http().post(`/api/campaigns/${campaign.id}/start`).set(b.auth).expect(200)).body;
    expect(started).toMatchObject({ status: 'running', totalTargets: 3 });
    expect(started.startedAt).not.toBeNull();
    await t.jobsIdle();
    const done = await waitForCampaign(b, campaign.id, (c) => c.status === 'completed');
    expect(done.metrics).toMatchObject({ targets: 3, sent: 2, failed: 0, skipped: 1, skips: [{ code: 'CUSTOMER_HAS_NO_EMAIL', count: 1 }], pending: 0, progress: 100, unsubscribed: 0 });
    expect(done.emailsSent).toBe(2);
    expect(done.completedAt).not.toBeNull();

    const mails = mailsOf(t, campaign.id);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['asha@merge.example', 'vikram@merge.example']);
    const asha = mails.find((m) => m.to.includes('asha@merge.example'))!;
    expect(asha.from).toMatch(/^"?Rao Traders"? </);
    expect(asha.replyTo).toContain('accounts@raotraders.example');
    expect(asha.subject).toBe('Diwali offer for Asha <script>alert("x")</script>');
    expect(asha.html).toContain('Dear Asha &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(asha.html).not.toContain('<script>');
    expect(asha.html).toContain('<strong>20% off</strong> everything at Rao Traders');
    expect(asha.html).toContain('Rao Traders, 12 Anna Salai, Chennai - 600002');
    expect(asha.text).toContain('Dear Asha <script>alert("x")</script>,');
    expect(asha.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/api\/public\/unsubscribe\?token=\S+/);
    // mailparser reads List-Unsubscribe and List-Unsubscribe-Post into one 'list' header.
    expect(asha.headers.get('list')).toEqual({
      unsubscribe: { url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/public\/unsubscribe\?token=[\w-]+\.[\w-]+$/) },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
  });

  it('refuses moves the status does not allow (409) and a second Start records nothing', async () => {
    const b = await premiumBusiness(t);
    await customer(b, { email: 'one@moves.example' });
    const campaign = await createCampaign(b);
    const move = (action: string, expected: number) => t.http().post(`/api/campaigns/${campaign.id}/${action}`).set(b.auth).expect(expected);

    expect((await move('pause', 409)).body).toMatchObject({ code: 'CAMPAIGN_INVALID_TRANSITION', message: 'A draft campaign cannot be paused' });
    await move('resume', 409);
    const [a, c] = await Promise.all([t.http().post(`/api/campaigns/${campaign.id}/start`).set(b.auth), t.http().post(`/api/campaigns/${campaign.id}/start`).set(b.auth)]);
    expect([a.status, c.status].sort()).toEqual([200, 409]);
    await t.jobsIdle();
    await waitForCampaign(b, campaign.id, (x) => x.status === 'completed');
    expect(await sql(t, `select count(*)::int as n from communications where mailing_id = $1`, [campaign.id])).toEqual([{ n: 1 }]);
    expect(mailsOf(t, campaign.id)).toHaveLength(1);
    for (const action of ['start', 'pause', 'resume', 'cancel']) await move(action, 409);
    await t.http().post(`/api/campaigns/${campaign.id}/schedule`).set(b.auth).send({ scheduledAt: new Date(Date.now() + 3_600_000).toISOString() }).expect(409);

    const nobody = await premiumBusiness(t);
    const empty = await createCampaign(nobody);
    expect((await t.http().post(`/api/campaigns/${empty.id}/start`).set(nobody.auth).expect(409)).body.code).toBe('CAMPAIGN_NO_TARGETS');
    expect((await getCampaign(nobody, empty.id)).status).toBe('draft');
  });

  it('schedules a draft for later and starts it at its time; a past time is refused', async () => {
    const b = await premiumBusiness(t);
    await customer(b, { email: 'later@schedule.example' });
    const campaign = await createCampaign(b);
    const schedule = (scheduledAt: unknown) => t.http().post(`/api/campaigns/${campaign.id}/schedule`).set(b.auth).send({ scheduledAt });
    expect((await schedule(new Date(Date.now() - 1000).toISOString()).expect(400)).body.details.fields.scheduledAt).toBe('Choose a date and time in the future');
    expect((await schedule('tomorrow').expect(400)).body.details.fields.scheduledAt).toBe('Choose a date and time in the future');

    const at = new Date(Date.now() + 1500);
    const scheduled = (await schedule(at.toISOString()).expect(200)).body;
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduledAt: at.toISOString(), metrics: null });
    const done = await waitForCampaign(b, campaign.id, (c) => c.status === 'completed', 20_000);
    expect(done.metrics).toMatchObject({ sent: 1 });
    expect(new Date(done.startedAt!).getTime()).toBeGreaterThanOrEqual(at.getTime() - 50);
  });

  it('cancels a draft; deletes what is not running, with its delivery records', async () => {
    const b = await premiumBusiness(t);
    await customer(b, { email: 'gone@delete.example' });
    const draft = await createCampaign(b);
    expect((await t.http().post(`/api/campaigns/${draft.id}/cancel`).set(b.auth).expect(200)).body.status).toBe('cancelled');
    await t.http().delete(`/api/campaigns/${draft.id}`).set(b.auth).expect(204);
    await t.http().get(`/api/campaigns/${draft.id}`).set(b.auth).expect(404);

    const sent = await createCampaign(b);
    await t.http().post(`/api/campaigns/${sent.id}/start`).set(b.auth).expect(200);
    await t.jobsIdle();
    await waitForCampaign(b, sent.id, (c) => c.status === 'completed');
    await t.http().delete(`/api/campaigns/${sent.id}`).set(b.auth).expect(204);
    expect(await sql(t, 'select count(*)::int as n from communications where mailing_id = $1', [sent.id])).toEqual([{ n: 0 }]);
  });

  it('the premium gate: 402 PLAN_UPGRADE_REQUIRED on every campaign route without plan_premium; the master admin is exempt', async () => {
    const trial = await signUpBusiness(t);
    const id = randomUUID();
    const routes: [string, string, object?][] = [
      ['get', '/api/campaigns'],
      ['post', '/api/campaigns', campaignBody()],
      ['post', '/api/campaigns/preview', { emailSubject: 's', emailContent: 'c' }],
      ['get', `/api/campaigns/${id}`],
      ['delete', `/api/campaigns/${id}`],
      ...['start', 'pause', 'resume', 'cancel'].map((a): [string, string] => ['post', `/api/campaigns/${id}/${a}`]),
      ['post', `/api/campaigns/${id}/schedule`, { scheduledAt: new Date(Date.now() + 60_000).toISOString() }],
    ];
    for (const [method, path, body] of routes) {
      const res = await t.http()[method as 'get'](path).set(trial.auth).send(body);
      expect(`${method} ${path} ${res.status} ${res.body.code}`).toBe(`${method} ${path} 402 PLAN_UPGRADE_REQUIRED`);
      expect(res.body.message).toBe('Upgrade to Premium Campaign Plan - ₹5000/year');
    }
    const master = await signUpBusiness(t, { email: MASTER });
    await t.http().get('/api/campaigns').set(master.auth).expect(200);
    await t.http().post('/api/campaigns').set(master.auth).send(campaignBody()).expect(201);
  });

  it('keeps every route to the caller’s business: another business’s campaign is a 404', async () => {
    const owner = await premiumBusiness(t);
    const stranger = await premiumBusiness(t);
    await customer(owner, { email: 'mine@tenant.example' });
    const campaign = await createCampaign(owner);
    const as = (action: string, body?: object) => t.http().post(`/api/campaigns/${campaign.id}/${action}`).set(stranger.auth).send(body);
    for (const action of ['start', 'pause', 'resume', 'cancel']) expect((await as(action).expect(404)).body.code).toBe('CAMPAIGN_NOT_FOUND');
    await as('schedule', { scheduledAt: new Date(Date.now() + 60_000).toISOString() }).expect(404);
    await t.http().get(`/api/campaigns/${campaign.id}`).set(stranger.auth).expect(404);
    await t.http().delete(`/api/campaigns/${campaign.id}`).set(stranger.auth).expect(404);
    expect((await t.http().get('/api/campaigns').set(stranger.auth).expect(200)).body.items).toEqual([]);
    await t.http().get('/api/campaigns/not-a-uuid').set(owner.auth).expect(404);
    expect((await getCampaign(owner, campaign.id)).status).toBe('draft');
  });

  it('previews the content as safe HTML with sample merge values', async () => {
    const b = await premiumBusiness(t);
    const res = await t.http().post('/api/campaigns/preview').set(b.auth).send({ emailSubject: 'Hi {{customer.name}}', emailContent: '# Sale\n\n<img src=x onerror=alert(1)> at {{business.name}}' }).expect(200);
    expect(res.body).toEqual({
      subject: 'Hi Customer Name',
      html: '<h1>Sale</h1>\n<p>&lt;img src=x onerror=alert(1)&gt; at Rao Traders</p>\n',
      text: '# Sale\n\n<img src=x onerror=alert(1)> at Rao Traders',
    });
  });
});
