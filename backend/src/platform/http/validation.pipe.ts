import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage, type ValidatorOptions } from 'class-validator';
import { DomainError } from '../../shared/domain-error';
import { rulesPass } from './rules-pass';

type Storage = ReturnType<typeof getMetadataStorage>;
type Metadatas = ReturnType<Storage['getTargetValidationMetadatas']>;

const memoized = new WeakSet<Storage>();

/**
 * class-validator looks a class's rules up afresh for every object it validates (each line of an
 * invoice too): it walks every registered DTO class to find the parents, and groups the rules by
 * property, which cost more than the checks themselves on a measured hot path (`npm run bench`,
 * invoices). The rules only change when a decorator registers one (at module load), so the answers
 * are kept per class until then; calls with validation groups (which we do not use) are not kept.
 * The answers are the library's own, computed once: what is validated and how is unchanged.
 */
export function memoizeValidationMetadata(storage: Storage = getMetadataStorage()): void {
  if (memoized.has(storage)) return;
  memoized.add(storage);
  let byTarget = new Map<unknown, Map<string, Metadatas>>();
  let kept = new WeakSet<Metadatas>();
  let grouped = new WeakMap<Metadatas, ReturnType<Storage['groupByPropertyName']>>();
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  storage.addValidationMetadata = (metadata) => {
    byTarget = new Map();
    kept = new WeakSet();
    grouped = new WeakMap();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (targetConstructor, targetSchema, always, strictGroups, groups) => {
    if (groups?.length) return lookUp(targetConstructor, targetSchema, always, strictGroups, groups);
    const key = `${targetSchema}|${always}|${strictGroups}`;
    let forTarget = byTarget.get(targetConstructor);
    if (!forTarget) byTarget.set(targetConstructor, (forTarget = new Map()));
    let metadatas = forTarget.get(key);
    if (!metadatas) {
      metadatas = lookUp(targetConstructor, targetSchema, always, strictGroups, groups);
      forTarget.set(key, metadatas);
      kept.add(metadatas);
    }
    return metadatas;
  };
  storage.groupByPropertyName = (metadatas) => {
    let result = grouped.get(metadatas);
    if (!result) {
      result = group(metadatas);
      // Only the kept answers are kept grouped; another array is grouped afresh.
      if (kept.has(metadatas)) grouped.set(metadatas, result);
    }
    return result;
  };
}

type TransformStorage = typeof defaultMetadataStorage;
const transformMemoized = new WeakSet<TransformStorage>();

/**
 * class-transformer, like class-validator above, gathers a class's transforms and exposed and excluded
 * properties afresh for every object and property it builds (each invoice line's too), concatenating its
 * ancestors' into new arrays. Its answers are kept per class and property until a decorator registers
 * another; class-transformer only reads them (it filters and maps into new arrays), so what it builds
 * is unchanged. Property names come from the request, so a property without transforms is not kept (it
 * is asked again): only the properties that decorators name are, and a body of made-up keys adds nothing.
 */
export function memoizeTransformMetadata(storage: TransformStorage = defaultMetadataStorage): void {
  if (transformMemoized.has(storage)) return;
  transformMemoized.add(storage);
  let kept = { transforms: new Map(), exposed: new Map(), excluded: new Map() } as Record<'transforms' | 'exposed' | 'excluded', AnswerTree>;
  const findTransforms = storage.findTransformMetadatas.bind(storage);
  const exposed = storage.getExposedProperties.bind(storage);
  const excluded = storage.getExcludedProperties.bind(storage);
  storage.findTransformMetadatas = (target, property, type) => remembered(kept.transforms, findTransforms, target, property, type, (found) => found.length > 0);
  storage.getExposedProperties = (target, type) => remembered(kept.exposed, exposed, target, type, undefined, () => true);
  storage.getExcludedProperties = (target, type) => remembered(kept.excluded, excluded, target, type, undefined, () => true);
  for (const adder of ['addTypeMetadata', 'addTransformMetadata', 'addExposeMetadata', 'addExcludeMetadata', 'clear'] as const) {
    const add = storage[adder].bind(storage) as (metadata?: never) => void;
    storage[adder] = ((metadata?: never) => {
      kept = { transforms: new Map(), exposed: new Map(), excluded: new Map() };
      add(metadata);
    }) as never;
  }
}

type AnswerTree = Map<unknown, Map<unknown, Map<unknown, unknown>>>;

/**
 * `look(target, a, b)`, asked once per target, a and b when `keep` accepts its answer (no key is built:
 * this runs for every property of every line).
 */
function remembered<Target extends object, A, B, Answer>(
  tree: AnswerTree,
  look: (target: Target, a: A, b: B) => Answer,
  target: Target,
  a: A,
  b: B,
  keep: (answer: Answer) => boolean,
): Answer {
  const known = tree.get(target)?.get(a);
  if (known?.has(b)) return known.get(b) as Answer;
  const answer = look(target, a, b);
  if (!keep(answer)) return answer;
  let byA = tree.get(target);
  if (!byA) tree.set(target, (byA = new Map()));
  let byB = byA.get(a);
  if (!byB) byA.set(a, (byB = new Map()));
  byB.set(b, answer);
  return answer;
}

/** Collects the first message of every invalid field, with nested paths like `items.0.rate`. */
export function fieldMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const first = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (first) fields[path] = first;
    if (error.children?.length) Object.assign(fields, fieldMessages(error.children, path));
  }
  return fields;
}

type Dto = new () => object;

/**
 * Input that passes every rule is known to pass without class-validator's executor (`rulesPass`); the
 * library runs when anything fails, so what is refused, and how it is worded, is the library's.
 *
 * A request without a query string (a list's first page) is validated against its query class once:
 * when the class accepts an empty query and makes nothing of it (no defaults), each later empty query
 * is a new instance of it, which is what the pipe answered (class-transformer builds the instance with
 * `new`, and class-validator then found nothing to check), without transforming and validating it again
 * on a measured hot path (`npm run bench`, invoices.list and invoices.overdue).
 */
export class ApiValidationPipe extends ValidationPipe {
  private readonly emptyQueryIsBare = new WeakMap<Dto, boolean>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.metatype as Dto | undefined;
    if (metadata.type !== 'query' || !dto || !isEmptyObject(value) || !this.toValidate(metadata)) return super.transform(value, metadata);
    let bare = this.emptyQueryIsBare.get(dto);
    if (bare === undefined) {
      const answer = await super.transform(value, metadata);
      bare = answer instanceof dto && Object.keys(answer).length === 0;
      this.emptyQueryIsBare.set(dto, bare);
      return answer;
    }
    return bare ? new dto() : super.transform(value, metadata);
  }

  protected override validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> | ValidationError[] {
    return rulesPass(object, options ?? {}) ? [] : super.validate(object, options);
  }
}

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const _key in value) return false;
  return true;
}

/** DTO validation: unknown fields are stripped, and failures answer VALIDATION_FAILED with field messages. */
export function createValidationPipe(): ValidationPipe {
  memoizeValidationMetadata();
  memoizeTransformMetadata();
  return new ApiValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = fieldMessages(errors);
      return DomainError.validation(fields, Object.values(fields)[0] ?? 'Invalid request');
    },
  });
}
