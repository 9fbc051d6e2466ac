import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AuthContext } from '../../shared/tenant';

export const IS_PUBLIC = 'isPublic';

/** Marks a route that needs no signed-in user (auth calls, health, the public invoice page). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The signed-in caller, set on the request by the authentication guard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext => {
  const request = context.switchToHttp().getRequest<{ auth?: AuthContext }>();
  if (!request.auth) throw new Error('CurrentUser used on a public route');
  return request.auth;
});
