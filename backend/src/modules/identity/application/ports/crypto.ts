/** Password hashing (argon2id in production). */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(hash: string, password: string): Promise<boolean>;
}

/** Keyed digests of one-time codes and tokens, so a leaked table reveals none of them. */
export abstract class SecretDigest {
  abstract digest(value: string): string;
  abstract equals(digest: string, value: string): boolean;
}

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

/** Signed, expiring access tokens. Revocation is checked against the session store on every request. */
export abstract class AccessTokens {
  /** `issuedAt` and `expiresAt` come from one reading of the clock, so the token lives exactly the TTL. */
  abstract sign(claims: AccessTokenClaims & { issuedAt: Date }): string;
  abstract verify(token: string): AccessTokenClaims | null;
}

/** CSPRNG-backed values. */
export abstract class RandomSource {
  abstract otpCode(digits: number): string;
  abstract token(): string;
  abstract id(): string;
}
