import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@hisaab/contracts';
import { DomainError, DomainErrorKind } from '../../shared/domain-error';
import { describeError, loggedRoute } from '../logging/log-safe';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  payment_required: HttpStatus.PAYMENT_REQUIRED,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The one place where errors become HTTP replies: `{code, message, details?, requestId}`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<FastifyRequest>();
    const reply = ctx.getResponse<FastifyReply>();
    const { status, body } = this.toReply(exception, String(request.id));
    // The request id ties this line to the reply the user saw (and to Fastify's request log lines).
    if (status >= 500) request.log.error({ requestId: body.requestId, err: exception }, `${request.method} ${loggedRoute(request)} failed: ${describeError(exception)}`);
    if (status === 429 && body.details?.retryAfterSeconds) reply.header('Retry-After', String(body.details.retryAfterSeconds));
    this.send(request, reply, status, body);
  }

  /** Sends the error body as JSON; a route-scoped subclass may answer a browser another way (an export link's page). */
  protected send(_request: FastifyRequest, reply: FastifyReply, status: number, body: ApiErrorBody) {
    reply.status(status).send(body);
  }

  private toReply(exception: unknown, requestId: string): { status: number; body: ApiErrorBody } {
    if (exception instanceof DomainError) {
      return {
        status: STATUS_BY_KIND[exception.kind],
        body: { code: exception.code, message: exception.message, details: exception.details, requestId },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? exception.message);
      return { status, body: { code: CODE_BY_STATUS[status] ?? 'HTTP_ERROR', message, requestId } };
    }
    const status = (exception as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return { status, body: { code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message: describe(exception), requestId } };
    }
    return { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', requestId } };
  }
}

function describe(exception: unknown): string {
  return exception instanceof Error ? exception.message : String(exception);
}
