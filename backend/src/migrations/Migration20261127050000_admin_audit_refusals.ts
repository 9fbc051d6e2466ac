import { Migration } from '@mikro-orm/migrations';

/**
 * Refused admin attempts in the audit log: each entry's outcome ('done' or 'refused') and the reason
 * (the error code) of a refusal; the master's list filters by outcome, and the per-user cap on
 * refusals a minute counts through the partial index.
 */
export class Migration20261127050000_admin_audit_refusals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin_audit_log" add column "outcome" text not null default 'done', add column "reason" text null`);
    this.addSql(`create index "admin_audit_log_outcome_created_at_id_index" on "admin_audit_log" ("outcome", "created_at", "id")`);
    this.addSql(`create index "admin_audit_log_refusals_index" on "admin_audit_log" ("actor_user_id", "created_at") where "outcome" = 'refused'`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "admin_audit_log_refusals_index"`);
    this.addSql(`drop index "admin_audit_log_outcome_created_at_id_index"`);
    this.addSql(`alter table "admin_audit_log" drop column "reason", drop column "outcome"`);
  }
}
