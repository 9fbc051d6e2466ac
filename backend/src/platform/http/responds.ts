import { type ContractSchemaName } from '@hisaab/contracts';
import { ApiResponse } from '@nestjs/swagger';

/** An OpenAPI schema of a response body, built from the contract types (libs/contracts). */
export type ResponseSchema = Record<string, unknown>;

const ref = (name: ContractSchemaName): ResponseSchema => ({ $ref: `#/components/schemas/${name}` });

/** Builders for the shapes the API answers in. */
export const Answer = {
  /** One contract type. */
  of: ref,
  /** A JSON array of one contract type. */
  listOf: (name: ContractSchemaName): ResponseSchema => ({ type: 'array', items: ref(name) }),
  /** A keyset page: `{items, nextCursor}` (shared/cursor.ts). */
  pageOf: (name: ContractSchemaName, extra: Record<string, ResponseSchema> = {}): ResponseSchema => ({
    type: 'object',
    properties: { items: { type: 'array', items: ref(name) }, nextCursor: { type: 'string', nullable: true }, ...extra },
    required: ['items', 'nextCursor', ...Object.keys(extra)],
    additionalProperties: false,
  }),
  /** `{items}` without paging. */
  itemsOf: (name: ContractSchemaName): ResponseSchema => ({ type: 'object', properties: { items: { type: 'array', items: ref(name) } }, required: ['items'], additionalProperties: false }),
  /** An object with these fields, all required. */
  object: (properties: Record<string, ResponseSchema>): ResponseSchema => ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false }),
};

/**
 * Documents a route's answer in /api/docs: its status and body, field by field, from the contract
 * types the frontend compiles against. The integration tests check every answer against it
 * (test-support/response-contract.ts), so the code and the document cannot drift apart.
 */
export const Responds = (status: number, schema: ResponseSchema, description = 'Success') => ApiResponse({ status, description, schema });
