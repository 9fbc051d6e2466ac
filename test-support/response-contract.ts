import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Ajv, { type ValidateFunction } from 'ajv';
import { buildOpenApiDocument } from '../backend/src/platform/http/openapi';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };

/**
 * Every JSON answer with a 2xx status is checked against the body /api/docs documents for its route and
 * status; one that does not match is turned into a 500 naming the difference, so the test that made the
 * request fails there. Keeps the code, the contract types and the document from drifting apart.
 */
export function checkResponsesAgainstDocument(app: NestFastifyApplication): void {
  let validators: Map<string, ValidateFunction> | undefined;
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string' || !type.includes('application/json')) return payload;
    validators ??= compile(app);
    const path = (request.routeOptions.url ?? '').replace(/:(\w+)/g, '{$1}');
    const validate = validators.get(`${request.method} ${path} ${reply.statusCode}`);
    if (!validate || validate(JSON.parse(payload))) return payload;
    reply.code(500);
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
    return JSON.stringify({ code: 'RESPONSE_NOT_AS_DOCUMENTED', message: `${request.method} ${path} ${reply.statusCode}: ${problems.join('; ')}`, body: JSON.parse(payload) });
  });
}

function compile(app: NestFastifyApplication): Map<string, ValidateFunction> {
  const document = buildOpenApiDocument(app);
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(asJsonSchema({ $id: 'openapi', components: document.components }) as object, 'openapi');
  const validators = new Map<string, ValidateFunction>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (!schema || !/^2\d\d$/.test(status)) continue;
        const resolved = asJsonSchema(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'))) as object;
        validators.set(`${method.toUpperCase()} ${path} ${status}`, ajv.compile(resolved));
      }
    }
  }
  return validators;
}

/** OpenAPI 3.0's `nullable` as JSON Schema (ajv): a 'null' type, or null beside the other choices. */
function asJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, asJsonSchema(value)]));
  if (nullable !== true) return out;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'], ...(Array.isArray(out.enum) ? { enum: [...(out.enum as unknown[]), null] } : {}) };
  return { anyOf: [out, { type: 'null' }] };
}
