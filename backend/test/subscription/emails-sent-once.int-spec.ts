import { Housekeeping } from '../../src/platform/housekeeping/housekeeping';
import { JobHandlers } from '../../src/platform/queue/job-handlers';
import { JobSecrets } from '../../src/platform/queue/job-secrets';
import { RazorpayStub } from '../../../test-support/razorpay-stub';
import { appWithRazorpay, closeWithRazorpay } from '../../../test-support/razorpay-app';
import { registrationData, signUpBusiness } from '../../../test-support/identity';
import { sql } from '../../../test-support/sql';
import type { TestApp } from '../../../test-support/test-app';

const attempt = { attempt: 1, maxAttempts: 5 };

/**
 * The e-mails of issue #9 (receipt, trial notices, the one-time codes the admin step-up uses) go out
 * through `sendOnce`: the row's claim is taken as the server is told to accept the message and given
 * back when it refuses, so a refused send is retried and sent once, and a job run again sends nothing.
 */
describe('subscription and code e-mails, each sent once', () => {
  let t: TestApp;
  const razorpay = new RazorpayStub();
  beforeAll(async () => (t = await appWithRazorpay(razorpay, { JOB_BACKOFF_MS: '100', OTP_SENDS_PER_IP_PER_HOUR: '1000' })));
  afterAll(() => closeWithRazorpay(t, razorpay));
  afterEach(() => (t.smtp.refuseWith = null));

  const mailsTo = (to: string, subject: RegExp) => t.smtp.messages.filter((m) => m.to.includes(to) && subject.test(m.subject));
  /** The mail server refuses for a while (4xx after the final "."), then accepts. */
  const refuseFor = (ms: number) => {
    t.smtp.refuseWith = { code: 451, message: 'Try again later' };
    setTimeout(() => (t.smtp.refuseWith = null), ms);
  };

  it('a refused receipt is retried and arrives once; running its job again sends nothing', async () => {
    const b = await signUpBusiness(t);
    const order = (await t.http().post('/api/subscription/create-order').set(b.auth).send({ planId: 'plan_1_year' }).expect(200)).body;
    refuseFor(300);
    await t.http().post('/api/subscription/verify-payment').set(b.auth).send(razorpay.checkoutAnswer(razorpay.pay(order.orderId))).expect(200);
    await t.jobsIdle();
    await t.smtp.waitFor((m) => m.to.includes(b.user.email) && /receipt/.test(m.subject));
    const [email] = await sql<{ id: string; sent_at: Date | null }>(t, `select id, sent_at from subscription_emails where user_id = $1 and kind = 'receipt'`, [b.user.id]);
    expect(email.sent_at).not.toBeNull();

    await Promise.all([0, 1].map(() => t.app.get(JobHandlers).run('subscription.email', { emailId: email.id }, attempt)));
    await new Promise((resolve) => setTimeout(resolve, 200)); // a duplicate would arrive by now
    expect(mailsTo(b.user.email, /receipt/)).toHaveLength(1);
  });

  it('a trial notice refused at first arrives once, however often the hourly run and its job repeat', async () => {
    const b = await signUpBusiness(t);
    await sql(t, `update users set trial_end_date = now() + interval '47 hours' where id = $1`, [b.user.id]);
    refuseFor(300);
    await t.app.get(Housekeeping).runAll();
    await t.app.get(Housekeeping).runAll();
    await t.jobsIdle();
    await t.smtp.waitFor((m) => m.to.includes(b.user.email) && m.subject === 'Your Hisaab free trial ends in 2 days');
    const [email] = await sql<{ id: string }>(t, `select id from subscription_emails where user_id = $1`, [b.user.id]);
    await t.app.get(JobHandlers).run('subscription.email', { emailId: email.id }, attempt);
    expect(mailsTo(b.user.email, /ends in 2 days/)).toHaveLength(1);
  });

  it('a one-time code (as the admin step-up e-mails it) refused at first arrives once; its job run again sends nothing', async () => {
    const email = registrationData().email;
    refuseFor(300);
    const { otpId } = (await t.http().post('/api/auth/send-registration-otp').send({ email }).expect(200)).body as { otpId: string };
    await t.jobsIdle();
    const mail = await t.smtp.waitFor((m) => m.to.includes(email));
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const payload = { otpId, to: email, sealedCode: t.app.get(JobSecrets).seal(code, otpId), purpose: 'registration', validMinutes: 10, notice: 'code' };
    await Promise.all([0, 1].map(() => t.app.get(JobHandlers).run('identity.otp-email', payload, attempt)));
    expect(t.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect((await sql<{ email_sent_at: Date | null }>(t, 'select email_sent_at from email_otps where id = $1', [otpId]))[0].email_sent_at).not.toBeNull();
  });
});
