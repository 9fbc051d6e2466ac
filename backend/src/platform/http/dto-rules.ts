/**
 * The small pieces every request DTO is built from (class-transformer transforms and class-validator
 * rules), so modules state a field's rule the same way. See docs/recipe.md "request validation".
 */
import { calendarDate, toScaledInteger } from '@hisaab/gst';
import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform, Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf, ValidateNested, type ValidationOptions, validateSync } from 'class-validator';
import { fieldMessages } from './validation.pipe';

type TransformArgs = { value: unknown };

const nestedObjectMessage = "Each item must be an object with the item's fields";

/**
 * An array of `type` (a document's lines): each element transformed to it and checked by its rules.
 * class-validator's nested check on its own lets an element that is itself an array through unchecked
 * (`items: [[…]]`), which then reached the computation as a line: each element must be an object.
 */
export function NestedEach(type: () => new () => object) {
  return applyDecorators(ValidateNested({ each: true }), Type(type), IsObject({ each: true, message: nestedObjectMessage }));
}

export const trim = ({ value }: TransformArgs) => (typeof value === 'string' ? value.trim() : value);

/** '' and whitespace mean "not given" for optional fields (class-validator's @IsOptional then skips them). */
export const blankToUndefined = ({ value }: TransformArgs) => (typeof value === 'string' && !value.trim() ? undefined : trim({ value }));

/** As blankToUndefined, for a form whose empty field is stored as null. */
export const blankToNull = ({ value }: TransformArgs) => (typeof value === 'string' && !value.trim() ? null : trim({ value }));

/** Forms may send numbers as text: '2' → 2 (anything else is left for the validator to refuse). */
export const numeric = ({ value }: TransformArgs) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** blankToNull, then `normalize` on the text that is left ('+91 98765 43210' → '9876543210'). */
export const normalizedText =
  (normalize: (value: string) => string) =>
  ({ value }: TransformArgs) => {
    const given = blankToNull({ value });
    return typeof given === 'string' ? normalize(given) : given;
  };

/**
 * Optional text (absent, null or '' is "none", stored as null) of at most `max` characters, else
 * `message`. Rules written above it on the field (a pattern) are reported after this one.
 */
export function OptionalText(max: number, message: string, normalize?: (value: string) => string) {
  // applyDecorators applies them first to last, as stacked decorators apply bottom to top: the length message is reported first.
  return applyDecorators(MaxLength(max, { message }), IsString({ message }), IsOptional(), Transform(normalize ? normalizedText(normalize) : blankToNull));
}

/** For a partial update: a field left out is skipped, but null is checked (and refused unless a rule allows it). */
export const SkipWhenAbsent = () => ValidateIf((_object, value) => value !== undefined);

/** A string field that `test` accepts; anything else (a number, an object) fails with `message` too. */
export function Satisfies(name: string, test: (value: string) => boolean, message: string, options?: ValidationOptions) {
  return ValidateBy({ name, validator: { validate: (value) => typeof value === 'string' && test(value), defaultMessage: () => message } }, options);
}

/**
 * A finite number with at most `places` decimals. class-validator's `IsNumber({ maxDecimalPlaces })`
 * throws on a number JavaScript writes with an exponent (1e-7), which made such input a 500.
 */
export function IsDecimal(places: number, options?: ValidationOptions) {
  const fits = (value: number) => {
    if (Number.isInteger(value)) return true;
    try {
      toScaledInteger(value, places);
      return true;
    } catch {
      return false;
    }
  };
  return ValidateBy({ name: 'isDecimal', constraints: [places], validator: { validate: (value) => typeof value === 'number' && Number.isFinite(value) && fits(value) } }, options);
}

/** 'YYYY-MM-DD' naming a day that exists (2026-02-30 does not). */
export function isCalendarDate(value: unknown): value is string {
  try {
    return typeof value === 'string' && calendarDate(value) === value;
  } catch {
    return false;
  }
}

/** A calendar date: `required` when absent or blank, `format` when it is anything but a real 'YYYY-MM-DD'. */
export function CalendarDate(required: string, format: string, options?: ValidationOptions) {
  const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());
  return ValidateBy({ name: 'calendarDate', validator: { validate: isCalendarDate, defaultMessage: (args) => (blank(args?.value) ? required : format) } }, options);
}

/**
 * A field checked by a domain reader that returns `{value}` or `{error}` (so the rule and its message
 * live once in domain/, shared with callers that are not HTTP, like a CSV import).
 */
export function Reads(name: string, read: (value: unknown) => { value?: unknown } | { error: string }, options?: ValidationOptions) {
  const problem = (value: unknown) => {
    const result = read(value);
    return 'error' in result ? result.error : undefined;
  };
  return ValidateBy({ name, validator: { validate: (value) => problem(value) === undefined, defaultMessage: (args) => problem(args?.value) ?? '' } }, options);
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
