import { randomUUID } from 'node:crypto';
import { LEAD_STATUSES, type LeadResponse, type LeadStatus } from '@hisaab/contracts';
import { advanceClock } from '../../../test-support/clock';
import { signUpBusiness, SignedUpBusiness } from '../../../test-support/identity';
import { businessIdOf, sql } from '../../../test-support/sql';
import { createTestApp, TestApp } from '../../../test-support/test-app';

const HOUR = 3_600_000;

/** The PATCH moves that reach each status from a new lead (converted by PATCH, as the spec's pipeline allows). */
const PATH_TO: Record<LeadStatus, LeadStatus[]> = {
  lead: [],
  contacted: ['contacted'],
  nurtured: ['contacted', 'nurtured'],
  unqualified: ['contacted', 'nurtured', 'unqualified'],
  converted: ['contacted', 'nurtured', 'converted'],
};
const ALLOWED = new Set(['lead>contacted', 'contacted>nurtured', 'nurtured>converted', 'nurtured>unqualified']);

describe('sales leads', () => {
  let t: TestApp;
  let a: SignedUpBusiness;
  let b: SignedUpBusiness;
  const add = (who: SignedUpBusiness, body: Record<string, unknown>) => t.http().post('/api/leads').set(who.auth).send(body);
  const move = (who: SignedUpBusiness, id: string, status: string) => t.http().patch(`/api/leads/${id}/status`).set(who.auth).send({ status });
  const convert = (who: SignedUpBusiness, id: string, body: Record<string, unknown>, key?: string) => {
    const request = t.http().post(`/api/leads/${id}/convert`).set(who.auth);
    return (key ? request.set('Idempotency-Key', key) : request).send(body);
  };
  const leadAt = async (who: SignedUpBusiness, status: LeadStatus, name = `Lead ${status}`): Promise<LeadResponse> => {
    const lead = (await add(who, { name }).expect(201)).body as LeadResponse;
    for (const step of PATH_TO[status]) await move(who, lead.id, step).expect(200);
    return lead;
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUpBusiness(t);
    b = await signUpBusiness(t);
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    await t.http().get('/api/leads').expect(401);
    await t.http().post('/api/leads').send({ name: 'X' }).expect(401);
    await t.http().patch(`/api/leads/${randomUUID()}/status`).send({ status: 'contacted' }).expect(401);
  });

  it('adds a lead as a New Lead from the website, money in rupees, phone as 10 digits, with its first history entry', async () => {
    const r = await add(a, {
      name: '  Kavya Iyer ',
      email: 'kavya@iyer.example',
      phone: '+91 98400 12345',
      company: 'Iyer Textiles',
      estimatedValue: 125000.5,
      expectedCloseDate: '2026-12-31',
      notes: 'Met at the Chennai trade fair',
    }).expect(201);
    expect(r.body).toMatchObject({
      name: 'Kavya Iyer',
      phone: '9840012345',
      company: 'Iyer Textiles',
      source: 'website',
      status: 'lead',
      estimatedValue: 125000.5,
      expectedCloseDate: '2026-12-31',
      customerId: null,
    });
    const [row] = await sql(t, 'select estimated_value_paise::int as paise from leads where id = $1', [r.body.id]);
    expect(row.paise).toBe(12_500_050);
    const details = (await t.http().get(`/api/leads/${r.body.id}`).set(a.auth).expect(200)).body;
    expect(details.history).toEqual([{ fromStatus: null, toStatus: 'lead', changedAt: r.body.createdAt }]);
    for (const source of ['referral', 'social', 'advertisement', 'other']) expect((await add(a, { name: 'S', source }).expect(201)).body.source).toBe(source);
    expect((await add(a, { name: 'Blank', email: '', phone: '', estimatedValue: null, expectedCloseDate: '' }).expect(201)).body).toMatchObject({
      email: null,
      phone: null,
      estimatedValue: null,
      expectedCloseDate: null,
    });
  });

  it('answers bad input with 400 and the form’s messages per field, writing nothing', async () => {
    const before = await sql(t, 'select count(*)::int as n from leads');
    const r = await add(a, {
      name: '',
      email: 'kavya@',
      phone: '12345',
      source: 'tv',
      estimatedValue: -1,
      expectedCloseDate: '2026-02-30',
      notes: 'x'.repeat(2001),
      company: 'c'.repeat(201),
    }).expect(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.details.fields).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      phone: 'Phone number must be exactly 10 digits starting with 6-9',
      source: 'Choose a source: website, referral, social, advertisement or other',
      estimatedValue: 'Estimated value must be an amount in rupees from 0 to 10000000000, with at most 2 decimals',
      expectedCloseDate: 'Expected close date must be a date (YYYY-MM-DD)',
      notes: 'Notes must be text of at most 2000 characters',
      company: 'Company must be text of at most 200 characters',
    });
    for (const estimatedValue of [1.234, '1000', 1e11, true]) expect((await add(a, { name: 'X', estimatedValue }).expect(400)).body.details.fields).toHaveProperty('estimatedValue');
    expect((await add(a, {}).expect(400)).body.details.fields).toEqual({ name: 'Name is required' });
    const lead = await leadAt(a, 'lead');
    expect((await move(a, lead.id, 'won').expect(400)).body.details.fields).toEqual({ status: 'Choose a status: lead, contacted, nurtured, unqualified or converted' });
    expect((await convert(a, lead.id, { name: ' ', phone: '5123456789', gstNumber: '01AABCE2207R1Z5' }).expect(400)).body.details.fields).toEqual({
      name: 'Name is required',
      phone: 'Phone number must be exactly 10 digits starting with 6-9',
      gstNumber: 'Enter a valid 15-character GSTIN',
    });
    await t.http().get('/api/leads?status=won').set(a.auth).expect(400);
    await t.http().get('/api/leads?limit=0').set(a.auth).expect(400);
    await t.http().get('/api/leads?cursor=garbage').set(a.auth).expect(400);
    expect(await sql(t, 'select count(*)::int as n from leads')).toEqual([{ n: (before[0].n as number) + 1 }]);
  });

  it.each(LEAD_STATUSES)('from %s, PATCH allows exactly the spec’s moves and answers 409 LEAD_INVALID_TRANSITION to every other', async (from) => {
    for (const to of LEAD_STATUSES) {
      const lead = await leadAt(a, from);
      const reply = await move(a, lead.id, to);
      if (ALLOWED.has(`${from}>${to}`)) {
        expect(`${from}>${to} ${reply.status}`).toBe(`${from}>${to} 200`);
        expect(reply.body).toMatchObject({ id: lead.id, status: to, customerId: null });
      } else {
        expect(`${from}>${to} ${reply.status} ${reply.body.code}`).toBe(`${from}>${to} 409 LEAD_INVALID_TRANSITION`);
        expect(reply.body.details).toEqual({ from, to });
        expect((await t.http().get(`/api/leads/${lead.id}`).set(a.auth).expect(200)).body.status).toBe(from);
      }
    }
  });

  it('keeps every status change with its time: the history and the time in the current status', async () => {
    const lead = await leadAt(a, 'lead', 'Ageing Lead');
    advanceClock(t, 26 * HOUR);
    const contacted = (await move(a, lead.id, 'contacted').expect(200)).body;
    advanceClock(t, 50 * HOUR);
    const nurtured = (await move(a, lead.id, 'nurtured').expect(200)).body;
    advanceClock(t, 3 * HOUR);
    const converted = (await convert(a, lead.id, { name: 'Ageing Lead Pvt Ltd' }).expect(201)).body.lead;
    const at = (iso: string) => Date.parse(iso);
    expect(at(contacted.statusChangedAt) - at(lead.createdAt)).toBeGreaterThanOrEqual(26 * HOUR);
    expect(at(nurtured.statusChangedAt) - at(contacted.statusChangedAt)).toBeGreaterThanOrEqual(50 * HOUR);
    const details = (await t.http().get(`/api/leads/${lead.id}`).set(a.auth).expect(200)).body;
    expect(details.history).toEqual([
      { fromStatus: null, toStatus: 'lead', changedAt: lead.createdAt },
      { fromStatus: 'lead', toStatus: 'contacted', changedAt: contacted.statusChangedAt },
      { fromStatus: 'contacted', toStatus: 'nurtured', changedAt: nurtured.statusChangedAt },
      { fromStatus: 'nurtured', toStatus: 'converted', changedAt: converted.statusChangedAt },
    ]);
    expect(details).toMatchObject({ status: 'converted', statusChangedAt: converted.statusChangedAt, updatedAt: converted.statusChangedAt });
    const rows = await sql(t, 'select to_status, changed_at from lead_status_changes where lead_id = $1 order by changed_at', [lead.id]);
    expect(rows.map((row) => row.to_status)).toEqual(['lead', 'contacted', 'nurtured', 'converted']);
    // Back to the real time: Idempotency-Keys are dated by the database.
    jest.restoreAllMocks();
  });

  it.each(LEAD_STATUSES.filter((s) => s !== 'converted'))('converts a %s lead into a customer once, linked to it', async (from) => {
    const lead = await leadAt(a, from, `Convert from ${from}`);
    const r = await convert(a, lead.id, { name: `${from} Customer`, email: 'buyer@example.com', phone: '09876543210', address: '7 Mount Road', gstNumber: '33aaapz1234c2z6', confirmDuplicateGstin: true }).expect(201);
    expect(r.body.customer).toMatchObject({ name: `${from} Customer`, phone: '9876543210', gstNumber: '33AAAPZ1234C2Z6', state: 'Tamil Nadu', stateCode: '33', address: '7 Mount Road' });
    expect(r.body.lead).toMatchObject({ id: lead.id, status: 'converted', customerId: r.body.customer.id });
    await t.http().get(`/api/customers/${r.body.customer.id}`).set(a.auth).expect(200);

    const again = await convert(a, lead.id, { name: 'Twice' }).expect(409);
    expect(again.body).toMatchObject({ code: 'LEAD_ALREADY_CONVERTED', message: 'This lead is already converted to a customer' });
    expect((await t.http().get(`/api/customers?search=Twice`).set(a.auth).expect(200)).body.items).toEqual([]);
  });

  it('a retry with the same Idempotency-Key answers the first conversion; another key finds the lead converted', async () => {
    const lead = await leadAt(a, 'nurtured', 'Retry Lead');
    const key = randomUUID();
    const first = await convert(a, lead.id, { name: 'Retry Traders' }, key).expect(201);
    const retry = await convert(a, lead.id, { name: 'Retry Traders' }, key).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await convert(a, lead.id, { name: 'Retry Traders' }, randomUUID()).expect(409)).body.code).toBe('LEAD_ALREADY_CONVERTED');
    expect(await sql(t, 'select count(*)::int as n from customers where name = $1', ['Retry Traders'])).toEqual([{ n: 1 }]);
  });

  it('of concurrent conversions of one lead, one makes the customer and the others are 409', async () => {
    const lead = await leadAt(a, 'contacted', 'Race Lead');
    const replies = await Promise.all([1, 2, 3, 4].map(() => convert(a, lead.id, { name: 'Race Customer' }, randomUUID())));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await sql(t, 'select count(*)::int as n from customers where name = $1', ['Race Customer'])).toEqual([{ n: 1 }]);
    expect(await sql(t, `select count(*)::int as n from lead_status_changes where lead_id = $1 and to_status = 'converted'`, [lead.id])).toEqual([{ n: 1 }]);
  });

  it('refuses a GSTIN another customer has as the customers screen does, and the lead stays as it was', async () => {
    const owner = await signUpBusiness(t);
    await t.http().post('/api/customers').set(owner.auth).send({ name: 'Malabar Traders', gstNumber: '32AAACM1234A1ZH' }).expect(201);
    const lead = await leadAt(owner, 'nurtured', 'Malabar Kochi');
    const taken = await convert(owner, lead.id, { name: 'Malabar Traders Kochi', gstNumber: '32aaacm1234a1zh' }).expect(409);
    expect(taken.body).toMatchObject({ code: 'CUSTOMER_GSTIN_TAKEN', details: { fields: { gstNumber: expect.stringContaining('Malabar Traders already has this GSTIN') } } });
    expect((await t.http().get(`/api/leads/${lead.id}`).set(owner.auth).expect(200)).body).toMatchObject({ status: 'nurtured', customerId: null });
    expect((await t.http().get('/api/customers').set(owner.auth).expect(200)).body.items).toHaveLength(1);

    const confirmed = await convert(owner, lead.id, { name: 'Malabar Traders Kochi', gstNumber: '32AAACM1234A1ZH', confirmDuplicateGstin: true }).expect(201);
    expect(confirmed.body.customer).toMatchObject({ gstNumber: '32AAACM1234A1ZH', stateCode: '32', state: 'Kerala' });
  });

  it('counts every lead per status in one answer, filters by status, searches and pages newest first', async () => {
    const owner = await signUpBusiness(t);
    const statuses: LeadStatus[] = ['lead', 'lead', 'lead', 'contacted', 'contacted', 'nurtured', 'unqualified', 'converted'];
    for (const [i, status] of statuses.entries()) await leadAt(owner, status, `Pipeline ${i}`);
    const converted = await leadAt(owner, 'nurtured', 'Pipeline converted');
    await convert(owner, converted.id, { name: 'Pipeline Customer' }).expect(201);
    await add(owner, { name: 'Anand Rao', company: 'Coastal Spices', email: 'anand@coastal.example', phone: '9123456780' }).expect(201);

    const all = (await t.http().get('/api/leads').set(owner.auth).expect(200)).body;
    expect(all.counts).toEqual({ all: 10, lead: 4, contacted: 2, nurtured: 1, unqualified: 1, converted: 2 });
    expect(all.items).toHaveLength(10);
    expect(all.items[0].name).toBe('Anand Rao');
    const stored = await sql(t, 'select status, count(*)::int as n from leads where business_id = $1 group by status', [await businessIdOf(t, owner)]);
    for (const { status, n } of stored) expect(all.counts[status as LeadStatus]).toBe(n);

    const contacted = (await t.http().get('/api/leads?status=contacted').set(owner.auth).expect(200)).body;
    expect(contacted.items.map((l: LeadResponse) => l.status)).toEqual(['contacted', 'contacted']);
    expect(contacted.counts).toEqual(all.counts);

    const names = async (search: string) => (await t.http().get(`/api/leads?search=${encodeURIComponent(search)}`).set(owner.auth).expect(200)).body.items.map((l: LeadResponse) => l.name);
    expect(await names('ANAND')).toEqual(['Anand Rao']);
    expect(await names('coastal spi')).toEqual(['Anand Rao']);
    expect(await names('anand@coastal')).toEqual(['Anand Rao']);
    expect(await names('+91 91234 56780')).toEqual(['Anand Rao']);
    expect(await names('91234 5')).toEqual(['Anand Rao']);
    expect(await names('%')).toEqual([]);

    const seen: string[] = [];
    let cursor = '';
    do {
      const page = (await t.http().get(`/api/leads?limit=3${cursor && `&cursor=${cursor}`}`).set(owner.auth).expect(200)).body;
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((l: LeadResponse) => l.id));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(seen).toEqual(all.items.map((l: LeadResponse) => l.id));
  });

  it('deletes a lead of any status with its history; deleting its customer keeps the converted lead', async () => {
    const lead = await leadAt(a, 'nurtured', 'Delete Me');
    await t.http().delete(`/api/leads/${lead.id}`).set(a.auth).expect(204);
    await t.http().get(`/api/leads/${lead.id}`).set(a.auth).expect(404);
    await t.http().delete(`/api/leads/${lead.id}`).set(a.auth).expect(404);
    expect(await sql(t, 'select * from lead_status_changes where lead_id = $1', [lead.id])).toEqual([]);

    const won = await leadAt(a, 'lead', 'Won Lead');
    const customer = (await convert(a, won.id, { name: 'Short-lived Customer' }).expect(201)).body.customer;
    await t.http().delete(`/api/customers/${customer.id}`).set(a.auth).expect(204);
    expect((await t.http().get(`/api/leads/${won.id}`).set(a.auth).expect(200)).body).toMatchObject({ status: 'converted', customerId: null });
    await t.http().delete(`/api/leads/${won.id}`).set(a.auth).expect(204);
  });

  it('another business’s lead is a 404 on every route and never listed or counted', async () => {
    const lead = await leadAt(a, 'nurtured', 'Isolated Lead');
    await t.http().get(`/api/leads/${lead.id}`).set(b.auth).expect(404);
    expect((await move(b, lead.id, 'unqualified').expect(404)).body.code).toBe('LEAD_NOT_FOUND');
    expect((await convert(b, lead.id, { name: 'Hijack' }).expect(404)).body.code).toBe('LEAD_NOT_FOUND');
    await t.http().delete(`/api/leads/${lead.id}`).set(b.auth).expect(404);
    const list = (await t.http().get('/api/leads?search=Isolated').set(b.auth).expect(200)).body;
    expect(list.items).toEqual([]);
    expect(list.counts.all).toBe(0);
    expect((await t.http().get(`/api/leads/${lead.id}`).set(a.auth).expect(200)).body.status).toBe('nurtured');
    expect((await t.http().get('/api/customers?search=Hijack').set(b.auth).expect(200)).body.items).toEqual([]);
    for (const id of ['not-a-uuid', randomUUID()]) {
      await t.http().get(`/api/leads/${id}`).set(a.auth).expect(404);
      await move(a, id, 'contacted').expect(404);
      await convert(a, id, { name: 'Nobody' }).expect(404);
      await t.http().delete(`/api/leads/${id}`).set(a.auth).expect(404);
    }
  });
});
