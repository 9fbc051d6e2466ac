import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_RULE, type AccessRule } from '../../../platform/auth/access.decorator';
import { IS_PUBLIC } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import { SubscriptionAccess } from '../application/subscription-access';

/**
 * The server-side gate (spec part 2 §4): every signed-in route answers 402 SUBSCRIPTION_REQUIRED
 * without an active plan or trial, unless marked @OpenWithoutSubscription(); @RequiresCampaignPlan()
 * routes need a plan with campaigns. Runs after the authentication guard (identity's, registered first).
 */
@Injectable()
export class SubscriptionGate implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: SubscriptionAccess,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, targets);
    if (rule === 'open') return true;
    const { auth } = context.switchToHttp().getRequest<{ auth?: AuthContext }>();
    // Fails closed and loudly if the guards ever run in the other order.
    if (!auth) throw new Error('The subscription gate ran before the authentication guard');
    await this.access.require(auth, rule === 'campaigns' ? 'campaigns' : 'business');
    return true;
  }
}
