import { CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AdminAuditAction } from '@hisaab/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../../shared/tenant';
import type { AdminActor } from '../application/admin-actor';
import { AdminAccessService } from '../application/admin-access.service';
import { AuditTrail } from '../application/audit-trail';

const STEP_UP_ROUTE = 'adminStepUpRoute';
const AUDIT_ACTION = 'adminAuditAction';

/** The three calls that lead to an admin session (check-eligibility, request-otp, verify-otp) need only the sign-in. */
export const StepUpRoute = () => SetMetadata(STEP_UP_ROUTE, true);

/** Every other admin route names what it attempts: a refused call is written to the audit log as that action. */
export const AdminRoute = (action: AdminAuditAction) => SetMetadata(AUDIT_ACTION, action);

type AdminRequest = FastifyRequest & { auth?: AuthContext; adminActor?: AdminActor; params: { id?: unknown } };

/**
 * Every other /api/admin call: after the sign-in (the global AuthGuard), a live admin session in
 * X-Admin-Session, or the master admin; a refusal (not eligible, no or an ended admin session) is
 * written to the audit log as the route's action. Master-only actions are refused by the service.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: AdminAccessService,
    private readonly audit: AuditTrail,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(STEP_UP_ROUTE, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const header = request.headers['x-admin-session'];
    const token = typeof header === 'string' && header.trim() ? header.trim() : null;
    const auth = request.auth;
    if (!auth) throw new Error('AdminGuard runs after the sign-in guard');
    const action = this.reflector.get<AdminAuditAction | undefined>(AUDIT_ACTION, context.getHandler());
    if (!action) throw new Error('An admin route without @AdminRoute(action) or @StepUpRoute()');
    const requestId = String(request.id);
    const target = typeof request.params?.id === 'string' ? request.params.id : null;
    request.adminActor = await this.audit.refusing({ userId: auth.userId, email: auth.email, requestId }, action, () => this.access.authorize(auth, token, requestId), target);
    return true;
  }
}

/** The admin the guard let through. */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): AdminActor => {
  const actor = context.switchToHttp().getRequest<AdminRequest>().adminActor;
  if (!actor) throw new Error('Actor used on a step-up route');
  return actor;
});
