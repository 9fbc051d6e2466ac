import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../../platform/config/app-config';
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

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const JWT_HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** HS256 JWTs: `sub` the user, `sid` the session (checked for revocation), `exp` the expiry. */
@Injectable()
export class HmacAccessTokens extends AccessTokens {
  constructor(private readonly config: AppConfig) {
    super();
  }

  sign({ userId, sessionId, expiresAt }: AccessTokenClaims): string {
    const payload = base64url(JSON.stringify({ sub: userId, sid: sessionId, iat: Math.floor(Date.now() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) }));
    return `${JWT_HEADER}.${payload}.${this.signature(`${JWT_HEADER}.${payload}`)}`;
  }

  verify(token: string): AccessTokenClaims | null {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature || header !== JWT_HEADER) return null;
    const expected = Buffer.from(this.signature(`${header}.${payload}`));
    const actual = Buffer.from(signature);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; sid?: unknown; exp?: unknown };
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
      if (claims.exp * 1000 <= Date.now()) return null;
      return { userId: claims.sub, sessionId: claims.sid, expiresAt: new Date(claims.exp * 1000) };
    } catch {
      return null;
    }
  }

  private signature(input: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(input).digest('base64url');
  }
}

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
