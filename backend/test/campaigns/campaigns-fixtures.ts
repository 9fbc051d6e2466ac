/** Factories for campaign tests: premium businesses, customers in bulk, campaigns, and waiting for them. */
import { randomUUID } from 'node:crypto';
import type { CampaignResponse } from '@hisaab/contracts';
import type { ReceivedMail } from '../../../test-support/smtp-sink';
import { businessIdOf } from '../../../test-support/sql';
import type { TestApp } from '../../../test-support/test-app';
import { SubscriptionService } from '../../src/modules/subscription';
import { gstBusiness, type Biz } from '../billing/billing-fixtures';
import { waitUntil, withDb } from '../communications/communications-fixtures';

export { waitUntil, withDb };

/** A business with the premium plan (granted as the master admin would) and a full sender profile. */
export async function premiumBusiness(t: TestApp, config: Record<string, unknown> = {}): Promise<Biz & { businessId: string }> {
  const b = await gstBusiness(t, {
    companyName: 'Rao Traders',
    companyEmail: 'accounts@raotraders.example',
    companyAddress: '12 Anna Salai',
    companyCity: 'Chennai',
    companyPincode: '600002',
    ...config,
  });
  const businessId = await businessIdOf(t, b);
  await t.app.get(SubscriptionService).grantPlan(businessId, 'plan_premium', 500_000, b.user.id);
  return { ...b, businessId };
}

/** `count` customers straight in SQL (thousands in a second): c{i}@{tag}.example, every `noEmailEvery`-th without an e-mail. */
export async function seedCustomers(t: TestApp, businessId: string, count: number, options: { tag?: string; noEmailEvery?: number } = {}): Promise<string> {
  const tag = options.tag ?? randomUUID().slice(0, 8);
  await withDb(t.databaseUrl, (client) =>
    client.query(
      `insert into customers (id, business_id, name, email, phone)
       select gen_random_uuid(), $1, 'Customer ' || g, case when $3 > 0 and g % $3 = 0 then null else 'c' || g || '@' || $2 || '.example' end, null
         from generate_series(1, $4::int) g`,
      [businessId, tag, options.noEmailEvery ?? 0, count],
    ),
  );
  return tag;
}

export const campaignBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Diwali offer',
  description: 'Festive discounts for regulars',
  type: 'email',
  targetType: 'all_customers',
  emailSubject: 'Diwali offer for {{customer.name}}',
  emailContent: 'Dear {{customer.name}},\n\n**20% off** everything at {{business.name}} this week.',
  ...fields,
});

export async function createCampaign(b: Biz, fields: Record<string, unknown> = {}): Promise<{ id: string; status: string }> {
  const res = await b.t.http().post('/api/campaigns').set(b.auth).send(campaignBody(fields));
  if (res.status !== 201) throw new Error(`campaign: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function getCampaign(b: Biz, id: string) {
  return (await b.t.http().get(`/api/campaigns/${id}`).set(b.auth).expect(200)).body;
}

/** Polls the campaign as the screen does, until `done` says so. */
export function waitForCampaign(b: Biz, id: string, done: (campaign: CampaignResponse) => boolean, timeoutMs = 30_000) {
  return waitUntil(() => getCampaign(b, id), done, timeoutMs, 100);
}

/** Messages of one campaign at the sink (their delivery key names it). */
export function mailsOf(t: TestApp, campaignId: string): ReceivedMail[] {
  return t.smtp.messages.filter((m) => String(m.headers.get('x-hisaab-delivery')).startsWith(`campaign:${campaignId}:`));
}

/** The unsubscribe link of a received campaign e-mail (its List-Unsubscribe header), as a path with its query. */
export function unsubscribeLink(mail: ReceivedMail): string {
  // mailparser reads List-* headers into one 'list' object ({ unsubscribe: { url } }).
  const value = JSON.stringify([mail.headers.get('list-unsubscribe'), mail.headers.get('list')]);
  const match = /(https?:\/\/[^"<>\s]+\/api\/public\/unsubscribe\?token=[^"<>\s]+)/.exec(value);
  if (!match) throw new Error(`No List-Unsubscribe link in ${value}`);
  const url = new URL(match[1]);
  return `${url.pathname}${url.search}`;
}
