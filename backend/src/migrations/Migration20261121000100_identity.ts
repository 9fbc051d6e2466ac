import { Migration } from '@mikro-orm/migrations';

/** Businesses (the tenants), their users, e-mail codes, sessions and failed sign-ins. */
export class Migration20261121000100_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "businesses" ("id" uuid not null, "name" text not null, "created_at" timestamptz not null default now(), constraint "businesses_pkey" primary key ("id"));`);

    this.addSql(`create table "users" ("id" uuid not null, "business_id" uuid not null, "email" text not null, "password_hash" text not null, "first_name" text not null, "last_name" text not null, "business_name" text not null, "phone" text not null, "business_address" text not null, "profile_image_url" text null, "role" text not null default 'user', "trial_start_date" timestamptz not null, "trial_end_date" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "users_pkey" primary key ("id"));`);
    // E-mails are stored lower-cased, so this unique constraint is case-insensitive in effect.
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_business_id_index" on "users" ("business_id");`);
    this.addSql(`alter table "users" add constraint "users_business_id_fkey" foreign key ("business_id") references "businesses" ("id");`);

    this.addSql(`create table "email_otps" ("id" uuid not null, "purpose" text not null, "email" text not null, "user_id" uuid null, "code_hash" text not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "consumed_at" timestamptz null, "token_hash" text null, "token_expires_at" timestamptz null, "token_used_at" timestamptz null, "request_ip" text not null, "created_at" timestamptz not null default now(), constraint "email_otps_pkey" primary key ("id"));`);
    this.addSql(`create index "email_otps_email_created_at_index" on "email_otps" ("email", "created_at");`);
    this.addSql(`create index "email_otps_request_ip_created_at_index" on "email_otps" ("request_ip", "created_at");`);
    this.addSql(`alter table "email_otps" add constraint "email_otps_user_id_fkey" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "sessions" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, "ip" text not null, "user_agent" text null, constraint "sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`alter table "sessions" add constraint "sessions_user_id_fkey" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "login_failures" ("id" uuid not null, "email" text not null, "ip" text not null, "created_at" timestamptz not null default now(), constraint "login_failures_pkey" primary key ("id"));`);
    this.addSql(`create index "login_failures_email_created_at_index" on "login_failures" ("email", "created_at");`);
    this.addSql(`create index "login_failures_ip_created_at_index" on "login_failures" ("ip", "created_at");`);
  }
}
