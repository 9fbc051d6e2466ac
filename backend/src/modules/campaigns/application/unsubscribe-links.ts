import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { isUuid } from '../../../shared/uuid';

/** Who leaves whose list, as a signed link carries it. */
export interface UnsubscribeTarget {
  businessId: string;
  campaignId: string;
  email: string;
}

/** 16 bytes of HMAC-SHA256: forging one is 2^128 guesses; the link stays short. */
const MAC_BYTES = 16;

/**
 * The per-recipient unsubscribe link (RFC 8058): the business, the campaign and the address, signed
 * with a key derived from JWT_SECRET for this purpose only. No row is needed to check it, so a link
 * keeps working after its campaign is deleted; a changed character fails the signature.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'hisaab', 'campaign-unsubscribe-v1', 32));
  }

  /** The HTTPS link for List-Unsubscribe and the footer (PUBLIC_URL, as public invoice links use); the token rides in the query (path segments are short). */
  url(target: UnsubscribeTarget): string {
    return `${this.config.publicUrl}/api/public/unsubscribe?token=${this.token(target)}`;
  }

  /** base64url of the two ids' 32 bytes and the address, a dot, and the signature. */
  token(target: UnsubscribeTarget): string {
    const ids = Buffer.from(`${target.businessId}${target.campaignId}`.replaceAll('-', ''), 'hex');
    const payload = Buffer.concat([ids, Buffer.from(target.email, 'utf8')]).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The target of a link we made, or null for anything else. */
  read(token: string): UnsubscribeTarget | null {
    const [payload, mac, ...rest] = token.split('.');
    if (!payload || !mac || rest.length || !/^[\w-]+$/.test(payload)) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length <= 32) return null;
    const uuid = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const businessId = uuid(bytes.subarray(0, 16).toString('hex'));
    const campaignId = uuid(bytes.subarray(16, 32).toString('hex'));
    const email = bytes.subarray(32).toString('utf8');
    if (!isUuid(businessId) || !isUuid(campaignId) || !email) return null;
    return { businessId, campaignId, email };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, MAC_BYTES).toString('base64url');
  }
}
