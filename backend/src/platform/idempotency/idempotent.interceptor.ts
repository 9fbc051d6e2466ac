import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, map, Observable } from 'rxjs';
import type { AuthContext } from '../../shared/tenant';
import { IdempotencyService } from './idempotency.service';

const IDEMPOTENT = 'idempotent';

/**
 * The route honours an `Idempotency-Key` header: the handler runs in one transaction with the key's
 * claim, a retry with the same key and body gets the first answer (with `Idempotent-Replayed: true`),
 * and the key with another body is 409 IDEMPOTENCY_KEY_REUSED. Keys are per business, so the route
 * must need a signed-in user. Without the header the handler simply runs (in a transaction).
 */
export const Idempotent = () => SetMetadata(IDEMPOTENT, true);

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly idempotency: IdempotencyService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.reflector.get<boolean>(IDEMPOTENT, context.getHandler())) return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { auth?: AuthContext }>();
    const reply = http.getResponse<FastifyReply>();
    if (!request.auth) throw new Error('@Idempotent() is for routes that need a signed-in user');
    const header = request.headers['idempotency-key'];
    const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? (request.method === 'POST' ? 201 : 200);
    const command = {
      businessId: request.auth.businessId,
      key: Array.isArray(header) ? header.join(',') : header,
      // e.g. 'POST /api/payments': the same key on another endpoint is a different request.
      scope: `${request.method} ${request.routeOptions.url}`,
      request: request.body ?? null,
    };
    // The handler runs (on subscription) inside the transaction that claims the key.
    return from(this.idempotency.execute(command, () => lastValueFrom(next.handle()), status)).pipe(
      map((result) => {
        if (result.replayed) reply.header('Idempotent-Replayed', 'true');
        return result.body;
      }),
    );
  }
}
