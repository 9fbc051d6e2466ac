import { CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../../shared/tenant';
import type { AdminActor } from '../application/admin-actor';
import { AdminAccessService } from '../application/admin-access.service';

const STEP_UP_ROUTE = 'adminStepUpRoute';

/** The three calls that lead to an admin session (check-eligibility, request-otp, verify-otp) need only the sign-in. */
export const StepUpRoute = () => SetMetadata(STEP_UP_ROUTE, true);

type AdminRequest = FastifyRequest & { auth?: AuthContext; adminActor?: AdminActor };

/**
 * Every other /api/admin call: after the sign-in (the global AuthGuard), a live admin session in
 * X-Admin-Session, or the master admin. Master-only actions are refused by the service.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: AdminAccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(STEP_UP_ROUTE, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const header = request.headers['x-admin-session'];
    const token = typeof header === 'string' && header.trim() ? header.trim() : null;
    if (!request.auth) throw new Error('AdminGuard runs after the sign-in guard');
    request.adminActor = await this.access.authorize(request.auth, token, String(request.id));
    return true;
  }
}

/** The admin the guard let through. */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): AdminActor => {
  const actor = context.switchToHttp().getRequest<AdminRequest>().adminActor;
  if (!actor) throw new Error('Actor used on a step-up route');
  return actor;
});
