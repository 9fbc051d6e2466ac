import { EntitySchema } from '@mikro-orm/core';
import type { OtpPurpose } from '../domain/otp-policy';
import { AccountDeletionSchema } from './account-deletion.entity';

/** Persistence shapes of the identity tables (the SQL lives in the identity migration). */
export class BusinessRow {
  id!: string;
  name!: string;
  createdAt!: Date;
}

export class UserRow {
  id!: string;
  businessId!: string;
  email!: string;
  passwordHash!: string;
  firstName!: string;
  lastName!: string;
  businessName!: string;
  phone!: string;
  businessAddress!: string;
  profileImageUrl!: string | null;
  role!: 'user' | 'admin';
  trialStartDate!: Date;
  trialEndDate!: Date;
  createdAt!: Date;
  updatedAt!: Date;
}

export class EmailOtpRow {
  id!: string;
  purpose!: OtpPurpose;
  email!: string;
  userId!: string | null;
  codeHash!: string;
  expiresAt!: Date;
  attempts!: number;
  consumedAt!: Date | null;
  tokenHash!: string | null;
  tokenExpiresAt!: Date | null;
  tokenUsedAt!: Date | null;
  requestIp!: string;
  createdAt!: Date;
  emailSentAt!: Date | null;
}

export class SessionRow {
  id!: string;
  userId!: string;
  createdAt!: Date;
  expiresAt!: Date;
  revokedAt!: Date | null;
  ip!: string;
  userAgent!: string | null;
}

export class LoginFailureRow {
  id!: string;
  email!: string;
  ip!: string;
  createdAt!: Date;
}

const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;

export const BusinessSchema = new EntitySchema<BusinessRow>({
  class: BusinessRow,
  tableName: 'businesses',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'text' },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
  },
});

export const UserSchema = new EntitySchema<UserRow>({
  class: UserRow,
  tableName: 'users',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid', fieldName: 'business_id' },
    email: { type: 'text', unique: 'users_email_unique' },
    passwordHash: { type: 'text' },
    firstName: { type: 'text' },
    lastName: { type: 'text' },
    businessName: { type: 'text' },
    phone: { type: 'text' },
    businessAddress: { type: 'text' },
    profileImageUrl: { type: 'text', nullable: true },
    role: { type: 'text', default: 'user' },
    trialStartDate: { ...timestamptz },
    trialEndDate: { ...timestamptz },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    updatedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [{ name: 'users_business_id_index', properties: ['businessId'] }],
});

export const EmailOtpSchema = new EntitySchema<EmailOtpRow>({
  class: EmailOtpRow,
  tableName: 'email_otps',
  properties: {
    id: { type: 'uuid', primary: true },
    purpose: { type: 'text' },
    email: { type: 'text' },
    userId: { type: 'uuid', nullable: true },
    codeHash: { type: 'text' },
    expiresAt: { ...timestamptz },
    attempts: { type: 'integer', default: 0 },
    consumedAt: { ...timestamptz, nullable: true },
    tokenHash: { type: 'text', nullable: true },
    tokenExpiresAt: { ...timestamptz, nullable: true },
    tokenUsedAt: { ...timestamptz, nullable: true },
    requestIp: { type: 'text' },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    emailSentAt: { ...timestamptz, nullable: true },
  },
  indexes: [
    { name: 'email_otps_email_created_at_index', properties: ['email', 'createdAt'] },
    { name: 'email_otps_request_ip_created_at_index', properties: ['requestIp', 'createdAt'] },
    { name: 'email_otps_created_at_index', properties: ['createdAt'] },
  ],
});

export const SessionSchema = new EntitySchema<SessionRow>({
  class: SessionRow,
  tableName: 'sessions',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    expiresAt: { ...timestamptz },
    revokedAt: { ...timestamptz, nullable: true },
    ip: { type: 'text' },
    userAgent: { type: 'text', nullable: true },
  },
  indexes: [
    { name: 'sessions_user_id_index', properties: ['userId'] },
    { name: 'sessions_expires_at_index', properties: ['expiresAt'] },
    {
      name: 'sessions_revoked_at_index',
      expression: 'create index "sessions_revoked_at_index" on "sessions" ("revoked_at") where "revoked_at" is not null',
    },
  ],
});

export const LoginFailureSchema = new EntitySchema<LoginFailureRow>({
  class: LoginFailureRow,
  tableName: 'login_failures',
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'text' },
    ip: { type: 'text' },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [
    { name: 'login_failures_email_created_at_index', properties: ['email', 'createdAt'] },
    { name: 'login_failures_ip_created_at_index', properties: ['ip', 'createdAt'] },
    { name: 'login_failures_created_at_index', properties: ['createdAt'] },
  ],
});

export const identityEntities = [BusinessSchema, UserSchema, EmailOtpSchema, SessionSchema, LoginFailureSchema, AccountDeletionSchema];
