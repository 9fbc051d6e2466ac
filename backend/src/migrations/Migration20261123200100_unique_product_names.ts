import { Migration } from '@mikro-orm/migrations';

/**
 * One product name per business (case-insensitive), so an invoice line's product is never
 * ambiguous. Names already used twice keep their oldest product; the others get a suffix with
 * their own id, which makes them unique without losing a row, and the owner can rename them.
 */
export class Migration20261123200100_unique_product_names extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      update "products" p set "name" = p."name" || ' (duplicate ' || p."id" || ')', "updated_at" = now()
        from (select "id", row_number() over (partition by "business_id", lower("name") order by "created_at", "id") as "rank"
                from "products" where "archived_at" is null) ranked
       where ranked."id" = p."id" and ranked."rank" > 1`);
    this.addSql(
      'create unique index "products_business_id_lower_name_unique" on "products" ("business_id", lower("name")) where "archived_at" is null',
    );
  }
}
