import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals a secret (a one-time code) for a job payload: outbox rows and BullMQ keep payloads after the
 * job ran, so a secret travels only encrypted (AES-256-GCM, key derived from the JWT secret with HKDF).
 * `boundTo` (e.g. the code's row id) is authenticated with it: a sealed value opens only for its own row.
 */
@Injectable()
export class JobSecrets {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'hisaab', 'job-payload-secrets', 32));
  }

  seal(secret: string, boundTo: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(boundTo));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** Throws when the value was not sealed with this key for `boundTo`. */
  open(sealed: string, boundTo: string): string {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
