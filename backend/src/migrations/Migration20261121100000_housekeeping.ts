import { Migration } from '@mikro-orm/migrations';

/** Lets the hourly housekeeping find expired Idempotency-Keys without reading the whole table. */
export class Migration20261121100000_housekeeping extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);
  }
}
