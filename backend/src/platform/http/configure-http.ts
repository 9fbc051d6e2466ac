import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { AppConfig } from '../config/app-config';
import { ApiExceptionFilter } from './exception.filter';
import { registerRateLimitStore } from './rate-limit';
import { registerSecurityHeaders } from './security-headers';
import { buildOpenApiDocument } from './openapi';
import { jsonBodyParser, lowerCaseUuids, rejectNul } from './json-body';
import { createValidationPipe } from './validation.pipe';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** Everything HTTP-wide: /api prefix, validation, errors, security headers, rate limits, uploads, OpenAPI, and the built frontend. */
export async function configureHttp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  app.setGlobalPrefix('api');
  const fastify = app.getHttpAdapter().getInstance();
  // Every request runs in its own MikroORM context (an EntityManager fork), as @mikro-orm/nestjs's middleware did
  // for every path and method: a plain Fastify hook, without Nest's middleware layer (middie, path matching) per request.
  const orm = app.get(MikroORM);
  fastify.addHook('onRequest', (_request, _reply, done) => RequestContext.create(orm.em, done));
  app.useBodyParser('application/json', {}, jsonBodyParser(fastify));
  // Plain HTML forms and mail clients' one-click unsubscribe (RFC 8058: 'List-Unsubscribe=One-Click'): small, fields as text.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // Query strings and path segments may carry %00 too (PostgreSQL refuses NUL in text); ids get one spelling.
  fastify.addHook('preValidation', async (request) => {
    rejectNul(request.query);
    rejectNul(request.params);
    lowerCaseUuids(request.params);
    lowerCaseUuids(request.query);
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();
  registerSecurityHeaders(app, config);
  await registerRateLimitStore(app, config);
  await app.register(fastifyMultipart as never, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  // Built on its first request, not at start-up: scanning every route and DTO took a tenth of a restart.
  if (config.apiDocs === 'public') SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app));

  await serveFrontend(app, config.frontendDist);
}

/**
 * The SPA is served from the same port. Files are exact routes; any other GET outside /api gets
 * index.html so client-side routes survive a reload. Unknown /api paths answer JSON 404 — with or
 * without a frontend build, so the API behaves the same in both.
 */
async function serveFrontend(app: NestFastifyApplication, dist: string): Promise<void> {
  const hasBuild = existsSync(join(dist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic as never, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; send those when the browser accepts them.
      preCompressed: true,
      setHeaders: (reply: { header(name: string, value: string): void }, path: string) => {
        // Hashed assets never change; everything else must be revalidated so a new deploy loads.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) => {
      const path = request.url.split('?')[0];
      // A missing file (say, an asset of an older build) is a 404, never index.html served as script.
      if (!hasBuild || path === '/api' || path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: `No route for GET ${path}`, requestId: String(request.id) });
      }
      return reply.sendFile('index.html', dist);
    });
}
