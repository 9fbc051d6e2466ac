import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { Housekeeping } from '../../../platform/housekeeping/housekeeping';
import { LoginAttemptRepository, OtpRepository, SessionRepository } from './ports/identity-store';

/**
 * How long codes, failed sign-ins and ended sessions are kept. Every window that reads them (code
 * sends and lifetime, sign-in throttling) is an hour at most, so a day is ample.
 */
export const IDENTITY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Registers the hourly sweep of identity rows that outlived their purpose. */
@Injectable()
export class IdentityHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly otps: OtpRepository,
    private readonly attempts: LoginAttemptRepository,
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.housekeeping.register('identity', () => this.sweep());
  }

  private async sweep(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - IDENTITY_RETENTION_MS);
    const codes = await this.otps.deleteCreatedBefore(cutoff);
    const failures = await this.attempts.deleteFailuresBefore(cutoff);
    return codes + failures + (await this.sessions.deleteEndedBefore(cutoff));
  }
}
