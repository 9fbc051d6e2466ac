import { Migration } from '@mikro-orm/migrations';

/**
 * Deliveries held while their business has no access (status 'held'), found per business when it
 * pays; a batch resumed after a pause counts its hour to 'stalled' from the resume.
 */
export class Migration20261126231000_held_deliveries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "communication_batches" add column "resumed_at" timestamptz null`);
    this.addSql(`create index "communications_held_index" on "communications" ("business_id", "batch_id") where "status" = 'held'`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "communications_held_index"`);
    this.addSql(`alter table "communication_batches" drop column "resumed_at"`);
  }
}
