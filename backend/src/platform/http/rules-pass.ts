import { getMetadataStorage, ValidationTypes, type ValidationArguments, type ValidatorOptions } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Rule = ReturnType<Storage['getTargetValidationMetadatas']>[number];
type Grouped = Record<string, Rule[]>;

/** A property's rules, sorted once by kind as class-validator sorts them on every validation. */
interface PropertyPlan {
  property: string;
  conditions: Rule[];
  defined: Rule[];
  custom: Rule[];
  nested: Rule[];
  /** A kind this check does not run (a promise rule): the library decides. */
  unsupported: boolean;
}

/** The validator options the check follows; any other option set makes it leave the decision to the library. */
const FOLLOWED_OPTIONS = new Set(['whitelist', 'forbidUnknownValues', 'validationError']);

const plans = new WeakMap<Grouped, PropertyPlan[]>();

/**
 * Whether class-validator would find no error in `object`: the same walk as its executor (whitelisting,
 * conditions, IsDefined, custom then nested rules, each rule's own `validate` from the library's
 * metadata), without the error record, filtered rule lists and argument objects it builds for every
 * property of every line, which made validation the largest allocation of a measured hot path (`npm run
 * bench`, invoices.create; docs/platform.md "Request validation"). Properties without rules are deleted
 * as the library's whitelist deletes them.
 *
 * `false` only means "not known to pass": something failed, threw, was asynchronous or is a kind or an
 * option this check does not follow. The caller then runs the library, which decides and words the errors.
 * Objects already walked by then are already whitelisted, as the library leaves them; a rule that read a
 * property without rules of another object would see it gone (none of ours reads one).
 */
export function rulesPass(object: object, options: ValidatorOptions, storage: Storage = getMetadataStorage()): boolean {
  for (const name in options) {
    const value = options[name as keyof ValidatorOptions];
    if (!FOLLOWED_OPTIONS.has(name) && value !== undefined && value !== false) return false;
  }
  // The library strips on any truthy `whitelist`; this check only follows true and false.
  if (options.whitelist !== undefined && typeof options.whitelist !== 'boolean') return false;
  const check = { storage, whitelist: options.whitelist === true, forbidUnknownValues: options.forbidUnknownValues !== false };
  try {
    return objectPasses(object, undefined, check);
  } catch {
    return false;
  }
}

interface Check {
  storage: Storage;
  whitelist: boolean;
  forbidUnknownValues: boolean;
}

function objectPasses(object: object, targetSchema: string | undefined, check: Check): boolean {
  const { storage } = check;
  const rules = storage.getTargetValidationMetadatas(object.constructor, targetSchema as string, false, false);
  if (check.forbidUnknownValues && rules.length === 0) return false;
  const grouped = storage.groupByPropertyName(rules);
  if (check.whitelist) {
    const target = object as Record<string, unknown>;
    for (const property of Object.keys(target)) if (!grouped[property]?.length) delete target[property];
  }
  for (const plan of planOf(grouped)) {
    if (plan.unsupported || !propertyPasses(object, (object as Record<string, unknown>)[plan.property], plan, check)) return false;
  }
  return true;
}

function propertyPasses(object: object, value: unknown, plan: PropertyPlan, check: Check): boolean {
  // As the library: every condition is asked; one false skips the property's other rules.
  let applies = true;
  for (const rule of plan.conditions) applies = (rule.constraints[0] as (object: object, value: unknown) => boolean)(object, value) && applies;
  if (!applies) return true;
  return customPass(object, value, plan.defined, check) && customPass(object, value, plan.custom, check) && nestedPass(value, plan, check);
}

function customPass(object: object, value: unknown, rules: Rule[], check: Check): boolean {
  for (const rule of rules) {
    if (rule.validateIf && !rule.validateIf(object, value)) continue;
    for (const constraint of check.storage.getTargetValidatorConstraints(rule.constraintCls)) {
      if (constraint.async) return false;
      const args: ValidationArguments = {
        targetName: object.constructor ? object.constructor.name : (undefined as unknown as string),
        property: rule.propertyName,
        object,
        value,
        constraints: rule.constraints,
      };
      const { instance } = constraint;
      if (rule.each && (Array.isArray(value) || value instanceof Set || value instanceof Map)) {
        for (const item of value instanceof Map ? value.values() : value) if (!passed(instance.validate(item, args))) return false;
      } else if (!passed(instance.validate(value, args))) return false;
    }
  }
  return true;
}

/** A truthy answer passes, as in the library; a promise (anything with a `then`, as the library tells one) is left to it. */
const passed = (answer: unknown) => !!answer && typeof (answer as { then?: unknown }).then !== 'function';

function nestedPass(value: unknown, plan: PropertyPlan, check: Check): boolean {
  if (value === undefined) return true;
  for (const rule of plan.nested) {
    if (Array.isArray(value) || value instanceof Set || value instanceof Map) {
      // Each element is checked as the library checks it: by the nested rules alone.
      for (const item of value instanceof Map ? value.values() : value) if (!nestedPass(item, plan, check)) return false;
    } else if (value instanceof Object) {
      if (!objectPasses(value, typeof rule.target === 'string' ? rule.target : rule.target.name, check)) return false;
    } else return false;
  }
  return true;
}

function planOf(grouped: Grouped): PropertyPlan[] {
  let plan = plans.get(grouped);
  if (!plan) {
    plan = Object.keys(grouped).map((property) => planProperty(property, grouped[property]));
    plans.set(grouped, plan);
  }
  return plan;
}

const KNOWN_KINDS = new Set<string>([
  ValidationTypes.CUSTOM_VALIDATION,
  ValidationTypes.NESTED_VALIDATION,
  ValidationTypes.CONDITIONAL_VALIDATION,
  ValidationTypes.WHITELIST,
  ValidationTypes.IS_DEFINED,
]);

function planProperty(property: string, rules: Rule[]): PropertyPlan {
  const of = (kind: string) => rules.filter((rule) => rule.type === kind);
  return {
    property,
    conditions: of(ValidationTypes.CONDITIONAL_VALIDATION),
    defined: of(ValidationTypes.IS_DEFINED),
    custom: of(ValidationTypes.CUSTOM_VALIDATION),
    nested: of(ValidationTypes.NESTED_VALIDATION),
    unsupported: rules.some((rule) => !KNOWN_KINDS.has(rule.type)),
  };
}
