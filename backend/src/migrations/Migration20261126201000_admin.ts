import { Migration } from '@mikro-orm/migrations';

/**
 * The admin area (modules/admin): admin sessions earned by the step-up, enrolled authenticator apps,
 * and the audit log. Sessions and authenticators are keyed by user and go with the user (cascade);
 * a session also ends with the sign-in it was earned in. Audit entries name users by id and keep the
 * e-mails of the moment, so the log reads the same after a user changes or goes.
 */
export class Migration20261126201000_admin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "admin_sessions" ("id" uuid not null, "user_id" uuid not null, "sign_in_session_id" uuid not null, "token_hash" text not null, "created_at" timestamptz not null, "last_used_at" timestamptz not null, "expires_at" timestamptz not null, constraint "admin_sessions_pkey" primary key ("id"));`);
    this.addSql(`alter table "admin_sessions" add constraint "admin_sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "admin_sessions_user_id_index" on "admin_sessions" ("user_id");`);
    this.addSql(`create index "admin_sessions_expires_at_index" on "admin_sessions" ("expires_at");`);
    this.addSql(`alter table "admin_sessions" add constraint "admin_sessions_user_id_fkey" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "admin_sessions" add constraint "admin_sessions_sign_in_session_id_fkey" foreign key ("sign_in_session_id") references "sessions" ("id") on delete cascade;`);

    this.addSql(`create table "admin_authenticators" ("user_id" uuid not null, "sealed_secret" text not null, "confirmed_at" timestamptz null, "last_used_step" bigint null, "failed_attempts" int not null default 0, "locked_until" timestamptz null, "created_at" timestamptz not null, constraint "admin_authenticators_pkey" primary key ("user_id"));`);
    this.addSql(`alter table "admin_authenticators" add constraint "admin_authenticators_user_id_fkey" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "admin_audit_log" ("id" uuid not null, "action" text not null, "actor_user_id" uuid not null, "actor_email" text not null, "target_user_id" uuid null, "target_email" text null, "before" jsonb null, "after" jsonb null, "request_id" text not null, "created_at" timestamptz not null, constraint "admin_audit_log_pkey" primary key ("id"));`);
    this.addSql(`create index "admin_audit_log_created_at_id_index" on "admin_audit_log" ("created_at", "id");`);
    this.addSql(`create index "admin_audit_log_actor_user_id_index" on "admin_audit_log" ("actor_user_id");`);
    this.addSql(`create index "admin_audit_log_target_user_id_index" on "admin_audit_log" ("target_user_id");`);
  }
}
