import { Migration } from '@mikro-orm/migrations';

/**
 * An invoice's stored answer (idempotency_keys.response_body, about 4.5 kB for five lines) was
 * compressed and moved out of line into the TOAST table on every create: a compression and two more
 * rows written in the hot statement (`npm run bench` invoices.create). Rows now stay whole in the
 * table up to a page; only larger answers are compressed. The keys live a day (IDEMPOTENCY_KEY_TTL_HOURS).
 */
export class Migration20261129030000_idempotency_answers_inline extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "idempotency_keys" set (toast_tuple_target = 8160)');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "idempotency_keys" reset (toast_tuple_target)');
  }
}
