import { Migration } from '@mikro-orm/migrations';

/**
 * Why a message failed, as a stable code beside the error text, so that a reminder batch can sum its
 * failures by reason (the partial index reads only the failed rows of a batch while it is polled).
 */
export class Migration20261121130000_communication_failure_codes extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "communications" add column "error_code" text null');
    // Failures counted on a batch so far: ours start with their code; the rest were refused by the
    // mail server or the Cloud API. A provider id means WhatsApp accepted it (a later webhook said failed).
    this.addSql(`
      update "communications"
         set "error_code" = coalesce(substring("error" from '^([A-Z_]+): '), case "channel" when 'email' then 'EMAIL_SEND_FAILED' else 'WHATSAPP_SEND_FAILED' end)
       where "status" = 'failed' and "batch_id" is not null and "provider_message_id" is null`);
    this.addSql('create index "communications_batch_failures_index" on "communications" ("batch_id", "error_code") where "error_code" is not null');
  }
}
