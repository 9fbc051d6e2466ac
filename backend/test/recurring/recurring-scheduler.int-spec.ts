import { Clock } from '../../../backend/src/platform/clock/clock';
import { InvoiceMaker } from '../../../backend/src/modules/recurring/application/ports/partners';
import { RecurringScheduler } from '../../../backend/src/modules/recurring/application/recurring-scheduler';
import { SubscriptionService } from '../../../backend/src/modules/subscription';
import { advanceClock } from '../../../test-support/clock';
import { endTrial, signUpBusiness } from '../../../test-support/identity';
import { businessIdOf, sql } from '../../../test-support/sql';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, invoiceBody, item, setStatus, TN_GSTIN, type Biz } from '../billing/billing-fixtures';
import { createTemplate } from './recurring-fixtures';

const DAY_MS = 24 * 3600 * 1000;
const istDay = (instant: Date) => new Date(instant.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface InvoiceRow {
  invoice_number: string;
  invoice_date: string;
  status: string;
  notes: string | null;
}

/**
 * The daily run (RECURRING_RUN_HOUR_IST, 6 here): the app's Clock is moved forward and the
 * scheduler's pass is run as the hourly housekeeping would; jobs run in the API process.
 */
describe('the recurring invoices scheduler', () => {
  let t: TestApp;
  let scheduler: RecurringScheduler;

  beforeAll(async () => {
    t = await createTestApp();
    scheduler = t.app.get(RecurringScheduler);
  });
  afterAll(() => t.close());

  /** Moves the clock forward to 07:00 IST on `date` (an hour after the run hour) and runs a pass. */
  async function passOn(date: string, times = 1): Promise<void> {
    const target = Date.parse(`${date}T01:30:00Z`);
    const now = t.app.get(Clock).now().getTime();
    if (target > now) advanceClock(t, target - now);
    for (let i = 0; i < times; i++) await scheduler.runPass();
    await t.jobsIdle();
  }

  const today = () => istDay(t.app.get(Clock).now());

  async function invoicesOf(customerId: string): Promise<InvoiceRow[]> {
    return sql<InvoiceRow>(
      t,
      `select invoice_number, invoice_date::text, status, notes from invoices where customer_id = $1 order by invoice_date, invoice_number`,
      [customerId],
    );
  }

  async function runsOf(templateId: string) {
    return sql<{ period_date: string; status: string; message: string | null }>(
      t,
      `select period_date::text, status, message from recurring_invoice_runs where template_id = $1 order by period_date`,
      [templateId],
    );
  }

  async function planFor(b: Pick<Biz, 'user'>) {
    await t.app.get(SubscriptionService).grantPlan(await businessIdOf(t, b as Biz), 'plan_3_year', 350_000, b.user.id);
    await t.jobsIdle();
  }

  /** A business with a plan from the clock's now (the factory's trial runs from the real now, which the moved clock leaves behind). */
  async function payingBusiness(): Promise<Biz> {
    const owner = await signUpBusiness(t);
    await planFor(owner);
    await t.http().post('/api/config').set(owner.auth).send({ companyName: 'Rao Traders', gstNumber: TN_GSTIN }).expect(200);
    return { ...owner, t };
  }

  /**
   * Runs `action` once, just before the scheduler issues `b`'s draft (other tests' weekly templates may be
   * issuing today too: only this business's run is raced). The answer, called after the run, puts the
   * scheduler back and says whether `action` ran.
   */
  async function beforeTheRunIssues(b: Biz, action: (draftId: string) => Promise<void>): Promise<() => boolean> {
    const maker = t.app.get(InvoiceMaker);
    const issue = maker.issue.bind(maker);
    const businessId = await businessIdOf(t, b);
    let ran = false;
    const spy = jest.spyOn(maker, 'issue').mockImplementation(async (auth, id) => {
      if (auth.businessId === businessId && !ran) {
        ran = true;
        await action(id);
      }
      return issue(auth, id);
    });
    return () => {
      spy.mockRestore();
      return ran;
    };
  }

  it('records the periods of a business without access as waiting (no invoice, no job), and generates each once, on its own date, after payment', async () => {
    const b = await gstBusiness(t);
    const c = await customer(b, { name: 'Lapsed Co' });
    const start = addDays(today(), 1);
    const template = await createTemplate(b, c.id, { frequency: 'weekly', startDate: start, templateName: 'Weekly while lapsed' });
    await endTrial(t, b);
    await passOn(start);
    await passOn(addDays(start, 7), 2);
    expect(await runsOf(template.id)).toEqual([
      { period_date: start, status: 'waiting', message: expect.stringMatching(/^Waiting for a plan or trial/) },
      { period_date: addDays(start, 7), status: 'waiting', message: expect.stringMatching(/^Waiting for a plan or trial/) },
    ]);
    expect(await invoicesOf(c.id)).toEqual([]);
    expect((await sql(t, `select 1 from job_outbox where payload->>'runId' is not null`)).length).toBe(0);

    // Paying announces it (subscription's AccessRegained): the waiting periods go at once, each once.
    await planFor(b);
    const made = await invoicesOf(c.id);
    expect(made.map((i) => [i.invoice_date, i.status])).toEqual([
      [start, 'draft'],
      [addDays(start, 7), 'draft'],
    ]);
    await passOn(addDays(start, 8), 2);
    expect(await invoicesOf(c.id)).toHaveLength(2);
    expect((await runsOf(template.id)).map((r) => r.status)).toEqual(['generated', 'generated']);
  });

  it('skips and records the periods of a paused template; switched on again, it bills from the next period on', async () => {
    const b = await payingBusiness();
    const c = await customer(b, { name: 'Paused Co' });
    const start = addDays(today(), 1);
    const template = await createTemplate(b, c.id, { frequency: 'weekly', startDate: start, templateName: 'Paused weekly' });
    await t.http().post(`/api/recurring-invoices/${template.id}/toggle`).set(b.auth).expect(200);
    await passOn(start);
    expect(await runsOf(template.id)).toEqual([{ period_date: start, status: 'skipped', message: 'Skipped: the template was paused' }]);
    const shown = await sql<{ last_run_status: string; next_invoice_date: string }>(t, `select last_run_status, next_invoice_date::text from recurring_invoices where id = $1`, [template.id]);
    expect(shown).toEqual([{ last_run_status: 'skipped', next_invoice_date: addDays(start, 7) }]);
    expect(await invoicesOf(c.id)).toEqual([]);
  });

  it('after downtime generates every missed period once, each dated on its own period date, in order', async () => {
    const b = await payingBusiness();
    const c = await customer(b, { name: 'Downtime Co' });
    const start = addDays(today(), 1);
    const template = await createTemplate(b, c.id, { frequency: 'weekly', startDate: start, templateName: 'Weekly through downtime', delivery: 'issue' });
    // Nothing runs for three weeks; then the process starts (its start-up pass) and another process passes too.
    await passOn(addDays(start, 15), 2);
    const made = await invoicesOf(c.id);
    expect(made.map((i) => [i.invoice_date, i.status])).toEqual([
      [start, 'sent'],
      [addDays(start, 7), 'sent'],
      [addDays(start, 14), 'sent'],
    ]);
    expect(made.every((i) => i.notes === 'Thank you for your business')).toBe(true);
    const numbers = made.map((i) => Number(i.invoice_number.split('/').pop()));
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
    expect((await runsOf(template.id)).map((r) => r.status)).toEqual(['generated', 'generated', 'generated']);
  });

  it('dates a missed period on the series’ last issued date when a later invoice was issued meanwhile (docs/gst.md "Numbering"), naming its period', async () => {
    const b = await payingBusiness();
    const c = await customer(b, { name: 'Series Co' });
    const start = addDays(today(), 1);
    const template = await createTemplate(b, c.id, { frequency: 'weekly', startDate: start, templateName: 'Behind a hand-made invoice', delivery: 'issue' });
    // The scheduler is down for two weeks while the owner issues an invoice from the series by hand.
    const handDate = addDays(start, 10);
    await passOn(addDays(start, 10), 0);
    const login = await t.http().post('/api/login').send({ email: b.user.email, password: b.password }).expect(200);
    const auth = { ...b, auth: { Authorization: `Bearer ${login.body.token}` } };
    const hand = await createInvoice(auth, c.id, { invoiceDate: handDate, dueDate: handDate }, [item()]);
    await setStatus(auth, hand.id, 'sent');
    await passOn(addDays(start, 11));
    const made = (await invoicesOf(c.id)).filter((i) => i.invoice_number !== hand.invoiceNumber);
    expect(made).toEqual([
      expect.objectContaining({ invoice_date: handDate, status: 'sent', notes: `Thank you for your business\nFor the period of ${start.split('-').reverse().join('/')}` }),
      expect.objectContaining({ invoice_date: handDate, status: 'sent', notes: `Thank you for your business\nFor the period of ${addDays(start, 7).split('-').reverse().join('/')}` }),
    ]);
    expect((await runsOf(template.id)).map((r) => r.status)).toEqual(['generated', 'generated']);
  });

  it('redates a draft made before a later invoice was issued, then issues it (the series stays in date order)', async () => {
    const b = await payingBusiness();
    const c = await customer(b, { name: 'Race Co' });
    const start = addDays(today(), 1);
    const template = await createTemplate(b, c.id, { frequency: 'weekly', startDate: start, templateName: 'Issued after a later one', delivery: 'issue' });
    await passOn(start, 0);
    const handDate = addDays(start, 3);
    const hand = await createInvoice(b, c.id, { invoiceDate: handDate, dueDate: handDate }, [item()]);
    // The owner issues a later-dated invoice between this run's draft and its issue.
    const raced = await beforeTheRunIssues(b, async () => void (await setStatus(b, hand.id, 'sent')));
    await passOn(start);
    expect(raced()).toBe(true);
    const [made] = (await invoicesOf(c.id)).filter((i) => i.invoice_number !== hand.invoiceNumber);
    expect(made).toEqual(expect.objectContaining({ invoice_date: handDate, status: 'sent', notes: `Thank you for your business\nFor the period of ${start.split('-').reverse().join('/')}` }));
    expect(await runsOf(template.id)).toEqual([{ period_date: start, status: 'generated', message: null }]);
  });

  it('a draft edited between the run’s draft and its issue: the run and its template name the invoice as issued', async () => {
    const b = await payingBusiness();
    const c = await customer(b, { name: 'Edited Draft Co', state: 'Tamil Nadu' });
    const start = addDays(today(), 1);
    const template = await createTemplate(b, c.id, { frequency: 'weekly', startDate: start, templateName: 'Edited before its issue', delivery: 'issue' });
    await passOn(start, 0);
    // The owner changes the draft's number and date (a draft is editable) just before the run issues it.
    const edited = await beforeTheRunIssues(b, async (draftId) => {
      const body = invoiceBody(c.id, { invoiceNumber: 'HAND/0001', invoiceDate: addDays(start, 1), dueDate: addDays(start, 1) }, [item()]);
      await t.http().put(`/api/invoices/${draftId}`).set(b.auth).send(body).expect(200);
    });
    await passOn(start);
    expect(edited()).toBe(true);
    expect(await invoicesOf(c.id)).toEqual([expect.objectContaining({ invoice_number: 'HAND/0001', invoice_date: addDays(start, 1), status: 'sent' })]);
    const [run] = await sql(t, `select invoice_number, invoice_date::text from recurring_invoice_runs where template_id = $1`, [template.id]);
    expect(run).toEqual({ invoice_number: 'HAND/0001', invoice_date: addDays(start, 1) });
    const shown = (await t.http().get(`/api/recurring-invoices/${template.id}`).set(b.auth).expect(200)).body;
    expect(shown.lastRun).toMatchObject({ status: 'generated', invoiceNumber: 'HAND/0001' });
  });

  it('keeps an issuing template’s invoice as a draft, with the reason, when billing refuses to issue it', async () => {
    const b = await payingBusiness();
    // A B2C invoice of ₹50,000 or more needs the customer's address and state (Rule 46).
    const c = await customer(b, { name: 'No Address Co' });
    const start = addDays(today(), 1);
    const template = await createTemplate(b, c.id, {
      startDate: start,
      templateName: 'Large B2C',
      delivery: 'issue',
      items: [{ productName: 'Machine rental', hsnCode: '997313', quantity: 1, rate: 60000, gstRate: 18 }],
    });
    await passOn(start);
    expect((await invoicesOf(c.id)).map((i) => i.status)).toEqual(['draft']);
    expect(await runsOf(template.id)).toEqual([{ period_date: start, status: 'generated', message: expect.stringMatching(/^Kept as a draft: An invoice of taxable value ₹50,000 or more/) }]);
  });

  it('a monthly template started on 31 January makes exactly one invoice on each clamped date for a year, with the scheduler running twice a day', async () => {
    const b = await payingBusiness();
    const c = await customer(b, { name: 'Year Long Co' });
    const template = await createTemplate(b, c.id, { startDate: '2027-01-31', templateName: 'A year of month ends' });
    // The other tests' templates would keep billing all year: this one is alone.
    await sql(t, 'delete from recurring_invoices where id <> $1', [template.id]);
    for (let day = addDays(today(), 1); day <= '2028-02-01'; day = addDays(day, 1)) await passOn(day, 2);
    const made = await invoicesOf(c.id);
    expect(made.map((i) => i.invoice_date)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
    ]);
    // Numbered in date order, gapless within each financial year.
    const serials = (fy: string) => made.filter((i) => i.invoice_number.includes(`/${fy}/`)).map((i) => Number(i.invoice_number.split('/').pop()));
    expect(serials('26-27')).toEqual([1, 2, 3]);
    expect(serials('27-28')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const shown = await sql<{ total_invoices_generated: number; next_invoice_date: string }>(
      t,
      `select total_invoices_generated, next_invoice_date::text from recurring_invoices where id = $1`,
      [template.id],
    );
    expect(shown).toEqual([{ total_invoices_generated: 13, next_invoice_date: '2028-02-29' }]);
  }, 300_000);
});
