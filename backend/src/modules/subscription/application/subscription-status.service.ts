import { Injectable } from '@nestjs/common';
import type { SubscriptionStatusResponse } from '@hisaab/contracts';
import { UserDirectory } from '../../identity';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Subscription status as the app shell reads it. Paid plans arrive with the subscription issue;
 * until then the status is the trial the account started with.
 */
@Injectable()
export class SubscriptionStatusService {
  constructor(private readonly users: UserDirectory) {}

  async statusFor(userId: string, now = new Date()): Promise<SubscriptionStatusResponse> {
    const user = await this.users.getUser(userId);
    const end = new Date(user.trialEndDate);
    const remainingMs = end.getTime() - now.getTime();
    return {
      hasActiveSubscription: false,
      subscription: null,
      trial: {
        isTrialActive: remainingMs > 0,
        daysRemaining: remainingMs > 0 ? Math.ceil(remainingMs / DAY_MS) : 0,
        trialStartDate: user.trialStartDate,
        trialEndDate: user.trialEndDate,
      },
    };
  }
}
