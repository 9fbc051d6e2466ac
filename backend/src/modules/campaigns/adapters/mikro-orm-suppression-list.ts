import { Injectable } from '@nestjs/common';
import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import { SuppressionList } from '../application/ports/suppression-list';
import { CampaignErrors } from '../domain/campaign-errors';
import { CampaignSuppressionSchema } from './campaign.entities';

const EmailRow = z.object({ email: column.text });
const CountRow = z.object({ campaignId: column.uuid, count: column.count });
/** Addresses looked up in one statement at most (a campaign's page of recipients). */
const CHUNK = 1000;

@Injectable()
export class MikroOrmSuppressionList extends SuppressionList {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async among(businessId: string, emails: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let at = 0; at < emails.length; at += CHUNK) {
      const chunk = emails.slice(at, at + CHUNK);
      const rows = await parsedRows(this.em, EmailRow, `select email from campaign_suppressions where business_id = ? and email in (${chunk.map(() => '?').join(', ')})`, [businessId, ...chunk]);
      for (const row of rows) found.add(row.email);
    }
    return found;
  }

  async has(businessId: string, email: string): Promise<boolean> {
    return (await this.em.count(CampaignSuppressionSchema, { businessId, email })) > 0;
  }

  async all(businessId: string): Promise<Set<string>> {
    // The primary key's range for the business.
    const rows = await parsedRows(this.em, EmailRow, 'select email from campaign_suppressions where business_id = ?', [businessId]);
    return new Set(rows.map((row) => row.email));
  }

  async add(businessId: string, email: string, campaignId: string | null, at: Date): Promise<boolean> {
    try {
      const inserted = await this.em.execute(
        'insert into campaign_suppressions (business_id, email, campaign_id, created_at) values (?, ?, ?, ?) on conflict (business_id, email) do nothing',
        [businessId, email, campaignId, at],
        'run',
      );
      return (inserted as { affectedRows?: number }).affectedRows === 1;
    } catch (error) {
      // The business was deleted since the link was sent: there is no list to leave.
      if (error instanceof ForeignKeyConstraintViolationException || /foreign key constraint/.test(String((error as Error)?.message))) throw CampaignErrors.unsubscribeLinkInvalid();
      throw error;
    }
  }

  async countByCampaign(businessId: string, campaignIds: readonly string[]): Promise<Map<string, number>> {
    if (!campaignIds.length) return new Map();
    const rows = await parsedRows(
      this.em,
      CountRow,
      `select campaign_id as "campaignId", count(*)::int as count from campaign_suppressions
        where business_id = ? and campaign_id in (${campaignIds.map(() => '?').join(', ')}) group by campaign_id`,
      [businessId, ...campaignIds],
    );
    return new Map(rows.map((row) => [row.campaignId, row.count]));
  }
}
