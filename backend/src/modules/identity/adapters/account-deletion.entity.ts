import { EntitySchema } from '@mikro-orm/core';

/** A business's scheduled permanent removal (one at a time); signing in before `scheduledFor` cancels it. */
export class AccountDeletionRow {
  businessId!: string;
  requestedBy!: string;
  reason!: string | null;
  requestedAt!: Date;
  scheduledFor!: Date;
  noticeSentAt!: Date | null;
}

const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;

export const AccountDeletionSchema = new EntitySchema<AccountDeletionRow>({
  class: AccountDeletionRow,
  tableName: 'account_deletions',
  properties: {
    businessId: { type: 'uuid', primary: true },
    requestedBy: { type: 'uuid' },
    reason: { type: 'text', nullable: true },
    requestedAt: { ...timestamptz },
    scheduledFor: { ...timestamptz },
    noticeSentAt: { ...timestamptz, nullable: true },
  },
  indexes: [{ name: 'account_deletions_scheduled_for_index', properties: ['scheduledFor'] }],
});
