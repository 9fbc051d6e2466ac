import { Migration } from '@mikro-orm/migrations';

/** A code's e-mail is claimed as the mail server is told to accept it (sendOnce), so a retried job never sends it twice. */
export class Migration20261126231100_otp_email_sent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "email_otps" add column "email_sent_at" timestamptz null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "email_otps" drop column "email_sent_at"`);
  }
}
