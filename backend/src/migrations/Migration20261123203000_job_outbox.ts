import { Migration } from '@mikro-orm/migrations';

/** The transactional outbox: jobs recorded with the change that causes them, relayed to the queue after commit. */
export class Migration20261123203000_job_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "job_outbox" (
      "id" uuid not null primary key,
      "name" text not null,
      "payload" jsonb not null,
      "options" jsonb not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "job_outbox_created_at_index" on "job_outbox" ("created_at");`);
  }
}
