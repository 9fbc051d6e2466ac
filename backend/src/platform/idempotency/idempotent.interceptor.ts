import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, map, Observable } from 'rxjs';
import type { AuthContext } from '../../shared/tenant';
import { IdempotencyService } from './idempotency.service';

/**
 * The route honours an `Idempotency-Key` header: the handler runs in one transaction with the key's
 * claim, a retry with the same key and body gets the first answer (with `Idempotent-Replayed: true`),
 * and the key with another body is 409 IDEMPOTENCY_KEY_REUSED. Keys are per business, so the route
 * must need a signed-in user. Without the header the handler simply runs (in a transaction).
 * The interceptor is bound to these routes only: a route without interceptors skips Nest's
 * interceptor chain (rxjs and an async resource per request), which every read would otherwise pay.
 */
export const Idempotent = () => applyDecorators(UseInterceptors(IdempotencyInterceptor));

function hasParams(params: unknown): params is Record<string, string> {
  return !!params && typeof params === 'object' && Object.keys(params).length > 0;
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { auth?: AuthContext }>();
    const reply = http.getResponse<FastifyReply>();
    if (!request.auth) throw new Error('@Idempotent() is for routes that need a signed-in user');
    const header = request.headers['idempotency-key'];
    const command = {
      businessId: request.auth.businessId,
      key: Array.isArray(header) ? header.join(',') : header,
      // e.g. 'POST /api/payments': the same key on another endpoint is a different request.
      scope: `${request.method} ${request.routeOptions.url}`,
      // The path's ids are part of the request: one key on two invoices is two requests.
      request: hasParams(request.params) ? { params: request.params, body: request.body ?? null } : (request.body ?? null),
    };
    // The handler runs (on subscription) inside the transaction that claims the key. Nest set the
    // route's status before it ran; a handler may set another (reply.status), and that is stored.
    return from(this.idempotency.execute(command, () => lastValueFrom(next.handle()), () => reply.statusCode)).pipe(
      map((result) => {
        if (result.replayed) {
          reply.header('Idempotent-Replayed', 'true');
          if (result.status) reply.status(result.status);
        }
        return result.body;
      }),
    );
  }
}
