import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { TotpCodes } from '../application/ports/admin-store';
import { TOTP_POLICY } from '../domain/admin-policy';

const PERIOD_SECONDS = 30;

/** RFC 6238 with otplib's defaults (SHA-1, 6 digits, 30 s): what every authenticator app reads from the QR code. */
@Injectable()
export class OtplibTotpCodes extends TotpCodes {
  newSecret(): string {
    return generateSecret();
  }

  uri(secret: string, account: string): string {
    return generateURI({ issuer: TOTP_POLICY.issuer, label: account, secret });
  }

  check(secret: string, code: string, now: Date): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    // One step of drift either way: a phone's clock a little off still works.
    const result = verifySync({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: PERIOD_SECONDS });
    // The functional API's result type also covers HOTP, which has no time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }
}
