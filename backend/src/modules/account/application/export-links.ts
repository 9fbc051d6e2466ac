import { Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../../platform/config/app-config';

/**
 * Download links of exports: `?expires=<unix seconds>&signature=<HMAC-SHA256 of "id.expires">`, keyed
 * by a key derived from the JWT secret (HKDF, its own label), so a link needs no session (it is opened
 * from the e-mail) and cannot be altered or extended.
 */
@Injectable()
export class ExportLinks {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'hisaab', 'data-export-links', 32));
  }

  url(exportId: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `${this.config.publicUrl}/api/auth/export-data/${exportId}?expires=${expires}&signature=${this.signature(exportId, expires)}`;
  }

  /** True when the signature is this server's for this id and expiry (whether or not it has passed). */
  verify(exportId: string, expires: number, signature: string): boolean {
    const expected = Buffer.from(this.signature(exportId, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(exportId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${exportId}.${expires}`).digest('base64url');
  }
}
