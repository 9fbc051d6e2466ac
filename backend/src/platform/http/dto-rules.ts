/**
 * The small pieces every request DTO is built from (class-transformer transforms and class-validator
 * rules), so modules state a field's rule the same way. See docs/recipe.md "request validation".
 */
import { plainToInstance } from 'class-transformer';
import { ValidateBy, type ValidationOptions, validateSync } from 'class-validator';
import { fieldMessages } from './validation.pipe';

type TransformArgs = { value: unknown };

export const trim = ({ value }: TransformArgs) => (typeof value === 'string' ? value.trim() : value);

/** '' and whitespace mean "not given" for optional fields (class-validator's @IsOptional then skips them). */
export const blankToUndefined = ({ value }: TransformArgs) => (typeof value === 'string' && !value.trim() ? undefined : trim({ value }));

/** As blankToUndefined, for a form whose empty field is stored as null. */
export const blankToNull = ({ value }: TransformArgs) => (typeof value === 'string' && !value.trim() ? null : trim({ value }));

/** Forms may send numbers as text: '2' → 2 (anything else is left for the validator to refuse). */
export const numeric = ({ value }: TransformArgs) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** A string field that `test` accepts; anything else (a number, an object) fails with `message` too. */
export function Satisfies(name: string, test: (value: string) => boolean, message: string, options?: ValidationOptions) {
  return ValidateBy({ name, validator: { validate: (value) => typeof value === 'string' && test(value), defaultMessage: () => message } }, options);
}

/**
 * Validates a plain object against a DTO outside HTTP (a CSV row, a unit test): the same transforms,
 * rules, whitelist and messages as the global ValidationPipe.
 */
export function validateDto<T extends object>(dto: new () => T, plain: object): { value: T } | { errors: Record<string, string> } {
  const value = plainToInstance(dto, plain);
  const errors = validateSync(value, { whitelist: true });
  return errors.length ? { errors: fieldMessages(errors) } : { value };
}
