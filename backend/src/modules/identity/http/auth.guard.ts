import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { IS_PUBLIC } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import { SessionService } from '../application/session.service';
import { IdentityErrors } from '../domain/identity-errors';

/** Every route needs a valid, unrevoked bearer token unless it is marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { auth?: AuthContext }>();
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    const auth = token ? await this.sessions.authenticate(token) : null;
    if (!auth) throw IdentityErrors.unauthenticated();
    request.auth = auth;
    return true;
  }
}
