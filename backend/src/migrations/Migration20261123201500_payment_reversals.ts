import { Migration } from '@mikro-orm/migrations';

/** A payment recorded by mistake is reversed, never deleted: when, by whom and why stay on its row. */
export class Migration20261123201500_payment_reversals extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "payments" add column "reversed_at" timestamptz null, add column "reversed_by" uuid null, add column "reversal_reason" text null');
  }
}
