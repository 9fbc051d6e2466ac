import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { Housekeeping } from '../../../platform/housekeeping/housekeeping';
import { ADMIN_SESSION_POLICY } from '../domain/admin-policy';
import { AdminSessionRepository } from './ports/admin-store';

/** Registers the hourly sweep of admin sessions that ended (idle or past their absolute end). */
@Injectable()
export class AdminHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly sessions: AdminSessionRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.housekeeping.register('admin-sessions', () => {
      const now = this.clock.now();
      return this.sessions.deleteEnded(now, new Date(now.getTime() - ADMIN_SESSION_POLICY.idleMs));
    });
  }
}
