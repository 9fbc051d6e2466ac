import { Controller, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { OpenWithoutSubscription, RequiresCampaignPlan } from '../../../platform/auth/access.decorator';
import { Public } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import type { SubscriptionAccess } from '../application/subscription-access';
import { SubscriptionGate } from './subscription-gate.guard';

/** No campaign routes exist yet: a stand-in controller shows what @RequiresCampaignPlan() asks of the gate. */
@Controller('campaigns')
class CampaignsLike {
  @Get() @RequiresCampaignPlan() list() {}
  @Get('open') @OpenWithoutSubscription() open() {}
  @Get('public') @Public() shown() {}
  @Get('plain') plain() {}
}

const auth: AuthContext = { userId: 'u', businessId: 'b', sessionId: 's', email: 'owner@example.com', role: 'user' };

function contextFor(handler: keyof CampaignsLike, withAuth = true): ExecutionContext {
  return {
    getHandler: () => CampaignsLike.prototype[handler],
    getClass: () => CampaignsLike,
    switchToHttp: () => ({ getRequest: () => (withAuth ? { auth } : {}) }),
  } as unknown as ExecutionContext;
}

describe('SubscriptionGate', () => {
  const required: string[] = [];
  const access = { require: async (_auth: AuthContext, need: string) => void required.push(need) } as unknown as SubscriptionAccess;
  const gate = new SubscriptionGate(new Reflector(), access);
  beforeEach(() => (required.length = 0));

  it('asks for the campaign plan on @RequiresCampaignPlan() routes and for any access elsewhere', async () => {
    await gate.canActivate(contextFor('list'));
    await gate.canActivate(contextFor('plain'));
    expect(required).toEqual(['campaigns', 'business']);
  });

  it('asks nothing on open and public routes', async () => {
    await gate.canActivate(contextFor('open'));
    await gate.canActivate(contextFor('shown', false));
    expect(required).toEqual([]);
  });

  it('fails closed when no signed-in caller is known', async () => {
    await expect(gate.canActivate(contextFor('plain', false))).rejects.toThrow('before the authentication guard');
  });
});
