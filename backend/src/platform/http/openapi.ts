import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
// class-transformer keeps its @Type() registry here; nested DTOs (invoice items) are found through it.
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage, type MetadataStorage } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { CONTRACT_SCHEMAS } from '@hisaab/contracts';
import { REQUEST_EXAMPLES } from './openapi-examples';

type Schema = { properties?: Record<string, object>; required?: string[]; example?: object };
type Rules = Map<abstract new () => unknown, { propertyName: string; type: string }[]>;

/**
 * The OpenAPI document: routes from the controllers, every request body field by field from the
 * DTOs' class-validator rules (types, enums, lengths, bounds) — the rules that validate requests are the
 * ones documented, with nothing written twice — and every response body from the contract types
 * (@Responds, libs/contracts/src/schemas.generated.ts).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Hisaab API').setVersion('1.0').addBearerAuth().build());
  const storage = currentClasses();
  const fromValidators = withInheritedFields(
    validationMetadatasToSchemas({
      classValidatorMetadataStorage: storage,
      classTransformerMetadataStorage: defaultMetadataStorage,
      refPointerPrefix: '#/components/schemas/',
      // Our own rules (platform/http/dto-rules.ts) documented like the built-in ones.
      additionalConverters: { isDecimal: (meta) => ({ type: 'number', multipleOf: 10 ** -Number(meta.constraints[0]) }) },
    }) as Record<string, Schema>,
    (storage as unknown as { validationMetadatas: Rules }).validationMetadatas,
  );
  const schemas = ((document.components ??= {}).schemas ??= {});
  for (const name of Object.keys(schemas)) if (fromValidators[name]) schemas[name] = { ...fromValidators[name], example: REQUEST_EXAMPLES[name] };
  // Response bodies (@Responds) refer to the contract types.
  for (const [name, schema] of Object.entries(CONTRACT_SCHEMAS)) schemas[name] ??= schema;
  // Nested DTOs (referenced from a documented body) join the document too.
  for (const [name, schema] of Object.entries(fromValidators)) {
    if (!schemas[name] && JSON.stringify(schemas).includes(`"#/components/schemas/${name}"`)) schemas[name] = schema;
  }
  return document;
}

/**
 * class-validator's registry, one class per name. The registry is process-wide, and a test runner that
 * loaded the modules in a setup step holds an older copy of each DTO; the last one loaded is the app's.
 */
function currentClasses(): MetadataStorage {
  const storage = getMetadataStorage();
  const rules = (storage as unknown as { validationMetadatas: Rules }).validationMetadatas;
  const latest = new Map([...rules].map((entry) => [entry[0].name, entry] as const));
  return Object.assign(Object.create(storage) as MetadataStorage, { validationMetadatas: new Map(latest.values()) });
}

/** A DTO that extends another (RegisterDto → LoginDto → EmailDto) also takes its parents' fields. */
function withInheritedFields(schemas: Record<string, Schema>, rulesByClass: Rules): Record<string, Schema> {
  for (const [target, rules] of rulesByClass) {
    const schema = schemas[target.name];
    if (!schema) continue;
    // A field with only @Allow() is checked by the domain (which may default it): documented, not required.
    const allowedOnly = (name: string) => rules.every((rule) => rule.propertyName !== name || rule.type === 'whitelistValidation');
    schema.required = schema.required?.filter((name) => !allowedOnly(name));
    for (let parent = Object.getPrototypeOf(target) as { name?: string } | null; parent?.name; parent = Object.getPrototypeOf(parent) as { name?: string } | null) {
      const inherited = schemas[parent.name];
      if (!inherited) continue;
      schema.properties = { ...inherited.properties, ...schema.properties };
      schema.required = [...new Set([...(inherited.required ?? []), ...(schema.required ?? [])])];
    }
  }
  return schemas;
}
