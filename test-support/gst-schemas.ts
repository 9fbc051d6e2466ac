import Ajv, { type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The JSON Schemas of the files we hand to the GST portal and the IRP (libs/gst/schemas), compiled once.
 * Amounts are checked for at most 2 decimals with `multipleOf: 0.01`, which binary floats meet only to a
 * tolerance (0.29 / 0.01 = 28.999999999999996): multipleOfPrecision allows 1e-6 of it.
 */
const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6, strictTypes: false });
const compiled = new Map<string, ValidateFunction>();

export type GstSchemaName = 'gstr1' | 'gstr3b' | 'einvoice-1.1';

export function gstSchema(name: GstSchemaName): object {
  return JSON.parse(readFileSync(join(__dirname, '..', 'libs', 'gst', 'schemas', `${name}.schema.json`), 'utf8')) as object;
}

/** The schema's complaints about `json` ('/b2b/0/inv/0/val must be multiple of 0.01'), none when it is valid. */
export function schemaErrors(name: GstSchemaName, json: unknown): string[] {
  let validate = compiled.get(name);
  if (!validate) {
    validate = ajv.compile(gstSchema(name));
    compiled.set(name, validate);
  }
  return validate(json) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
}
