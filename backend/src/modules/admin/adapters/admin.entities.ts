import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { AdminAuditAction, AdminAuditOutcome, AdminAuditValues } from '@hisaab/contracts';

/** Persistence shapes of the admin tables (the SQL lives in Migration20261126201000_admin). */
export class AdminSessionRow {
  id!: string;
  userId!: string;
  signInSessionId!: string;
  tokenHash!: string;
  createdAt!: Date;
  lastUsedAt!: Date;
  expiresAt!: Date;
}

export class AdminAuthenticatorRow {
  userId!: string;
  sealedSecret!: string;
  confirmedAt!: Date | null;
  lastUsedStep!: number | null;
  failedAttempts!: number;
  lockedUntil!: Date | null;
  createdAt!: Date;
}

export class AdminAuditRow {
  id!: string;
  action!: AdminAuditAction;
  actorUserId!: string;
  actorEmail!: string;
  targetUserId!: string | null;
  targetEmail!: string | null;
  before!: AdminAuditValues | null;
  after!: AdminAuditValues | null;
  outcome!: AdminAuditOutcome;
  reason!: string | null;
  requestId!: string;
  createdAt!: Date;
}

const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;

export const AdminSessionSchema = new EntitySchema<AdminSessionRow>({
  class: AdminSessionRow,
  tableName: 'admin_sessions',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    signInSessionId: { type: 'uuid' },
    tokenHash: { type: 'text', unique: 'admin_sessions_token_hash_unique' },
    createdAt: { ...timestamptz },
    lastUsedAt: { ...timestamptz },
    expiresAt: { ...timestamptz },
  },
  indexes: [
    { name: 'admin_sessions_user_id_index', properties: ['userId'] },
    { name: 'admin_sessions_expires_at_index', properties: ['expiresAt'] },
  ],
});

export const AdminAuthenticatorSchema = new EntitySchema<AdminAuthenticatorRow>({
  class: AdminAuthenticatorRow,
  tableName: 'admin_authenticators',
  properties: {
    userId: { type: 'uuid', primary: true },
    sealedSecret: { type: 'text' },
    confirmedAt: { ...timestamptz, nullable: true },
    // A TOTP time step (seconds / 30): far inside a JavaScript number.
    lastUsedStep: { type: new BigIntType('number'), columnType: 'bigint', nullable: true },
    failedAttempts: { type: 'integer', default: 0 },
    lockedUntil: { ...timestamptz, nullable: true },
    createdAt: { ...timestamptz },
  },
});

export const AdminAuditSchema = new EntitySchema<AdminAuditRow>({
  class: AdminAuditRow,
  tableName: 'admin_audit_log',
  properties: {
    id: { type: 'uuid', primary: true },
    action: { type: 'text' },
    actorUserId: { type: 'uuid' },
    actorEmail: { type: 'text' },
    targetUserId: { type: 'uuid', nullable: true },
    targetEmail: { type: 'text', nullable: true },
    before: { type: 'json', columnType: 'jsonb', nullable: true },
    after: { type: 'json', columnType: 'jsonb', nullable: true },
    outcome: { type: 'text', default: 'done' },
    reason: { type: 'text', nullable: true },
    requestId: { type: 'text' },
    createdAt: { ...timestamptz },
  },
  indexes: [
    { name: 'admin_audit_log_created_at_id_index', properties: ['createdAt', 'id'] },
    { name: 'admin_audit_log_outcome_created_at_id_index', properties: ['outcome', 'createdAt', 'id'] },
    {
      name: 'admin_audit_log_refusals_index',
      expression: `create index "admin_audit_log_refusals_index" on "admin_audit_log" ("actor_user_id", "created_at") where "outcome" = 'refused'`,
    },
    { name: 'admin_audit_log_actor_user_id_index', properties: ['actorUserId'] },
    { name: 'admin_audit_log_target_user_id_index', properties: ['targetUserId'] },
  ],
});

export const adminEntities = [AdminSessionSchema, AdminAuthenticatorSchema, AdminAuditSchema];
