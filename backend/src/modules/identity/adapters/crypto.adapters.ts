import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { createHmac, createSecretKey, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { isUuid } from '../../../shared/uuid';
import { AccessTokenClaims, AccessTokens, PasswordHasher, RandomSource, SecretDigest } from '../application/ports/crypto';

/** argon2id with the library's defaults (64 MiB, 3 passes), as OWASP recommends. */
@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}

@Injectable()
export class HmacSecretDigest extends SecretDigest {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    super();
    this.key = createHmac('sha256', config.jwtSecret).update('secret-digest').digest();
  }

  digest(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  equals(digest: string, value: string): boolean {
    const expected = Buffer.from(digest);
    const actual = Buffer.from(this.digest(value));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}

/**
 * HS256 JWTs (@nestjs/jwt): `sub` the user, `sid` the session (checked for revocation), `exp` the
 * expiry. Anything but a well-formed, correctly signed, unexpired token with a UUID session is null.
 */
@Injectable()
export class JwtAccessTokens extends AccessTokens {
  private readonly jwt: JwtService;

  constructor(
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
    // A KeyObject: given a string, jsonwebtoken first tries it as a public key on every verify, and that
    // failed attempt cost more CPU than anything else in an authenticated request.
    const secret = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    this.jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } });
  }

  sign({ userId, sessionId, issuedAt, expiresAt }: AccessTokenClaims & { issuedAt: Date }): string {
    return this.jwt.sign({ sub: userId, sid: sessionId, iat: seconds(issuedAt), exp: seconds(expiresAt) });
  }

  /**
   * Tokens whose signature and claims were checked: a signature check is the most CPU an
   * authenticated read spends in the API outside the database. Only expiry is checked again.
   */
  private readonly verified = new LRUCache<string, AccessTokenClaims>({ max: VERIFIED_TOKENS_MAX });

  verify(token: string): AccessTokenClaims | null {
    const known = this.verified.get(token);
    if (known) return known.expiresAt.getTime() > this.clock.now().getTime() ? known : null;
    const claims = this.check(token);
    if (claims) this.verified.set(token, claims);
    return claims;
  }

  private check(token: string): AccessTokenClaims | null {
    let claims: { sub?: unknown; sid?: unknown; exp?: unknown };
    try {
      claims = this.jwt.verify(token, { clockTimestamp: seconds(this.clock.now()) });
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
    // The ids are looked up as UUID columns; anything else would be a database error, not a 401.
    if (!isUuid(claims.sub) || !isUuid(claims.sid)) return null;
    return { userId: claims.sub, sessionId: claims.sid, expiresAt: new Date(claims.exp * 1000) };
  }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const VERIFIED_TOKENS_MAX = 10_000;

@Injectable()
export class CryptoRandomSource extends RandomSource {
  otpCode(digits: number): string {
    return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
  }

  token(): string {
    return randomBytes(32).toString('base64url');
  }

  id(): string {
    return randomUUID();
  }
}
