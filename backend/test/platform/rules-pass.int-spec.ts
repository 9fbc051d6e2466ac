import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import {
  Allow,
  getMetadataStorage,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  validate,
  type ValidatorOptions,
} from 'class-validator';
import { AppModule } from '../../src/app.module';
import { SaveInvoiceDto } from '../../src/modules/billing/http/invoice.dto';
import { rulesPass } from '../../src/platform/http/rules-pass';

/**
 * rulesPass (platform/http/rules-pass.ts) may only answer "passes" when class-validator finds no error,
 * and must leave the instance as the library's whitelist leaves it. Checked on every request class the
 * app registers, with random values, and on a valid invoice with one field changed at a time.
 */
const PIPE_OPTIONS: ValidatorOptions = { forbidUnknownValues: false, whitelist: true, validationError: { target: false } };

type Dto = new () => object;

async function verdicts(dto: Dto, plain: unknown) {
  const fast = plainToInstance(dto, structuredClone(plain)) as object;
  const library = plainToInstance(dto, structuredClone(plain)) as object;
  const passes = rulesPass(fast, PIPE_OPTIONS);
  const errors = await validate(library, PIPE_OPTIONS);
  return { passes, errors: errors.length, fast, library };
}

async function expectSameVerdict(dto: Dto, plain: unknown) {
  const { passes, errors, fast, library } = await verdicts(dto, plain);
  expect({ dto: dto.name, plain, passes }).toEqual({ dto: dto.name, plain, passes: errors === 0 });
  if (passes) expect(fast).toEqual(library);
}

/** A small deterministic generator (mulberry32), so a failure names an input that can be run again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCALARS: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'DRAFT',
  'draft',
  'a'.repeat(300),
  '2026-11-29',
  '29/11/2026',
  '0190a7d2-8c1e-7a3b-9c4d-5e6f7a8b9c0d',
  '0190A7D2-8C1E-7A3B-9C4D-5E6F7A8B9C0D',
  '33AAAPZ1234C2Z6',
  'owner@example.com',
  '9876543210',
  '8471',
  'pcs',
  '18',
  0,
  -1,
  1,
  18,
  1.5,
  14.2857,
  1e308,
  true,
  [],
  {},
];

function sampleOf(dto: Dto, next: () => number, depth: number): Record<string, unknown> {
  const storage = getMetadataStorage();
  const grouped = storage.groupByPropertyName(storage.getTargetValidationMetadatas(dto, '', false, false));
  const sample: Record<string, unknown> = {};
  for (const property of Object.keys(grouped)) {
    const nested = defaultMetadataStorage.findTypeMetadata(dto, property)?.typeFunction() as Dto | undefined;
    const roll = next();
    if (nested && depth < 3 && roll < 0.7) {
      const one = () => sampleOf(nested, next, depth + 1);
      sample[property] = roll < 0.35 ? [one(), one()] : roll < 0.6 ? one() : [[one()]];
    } else {
      sample[property] = SCALARS[Math.floor(next() * SCALARS.length)];
    }
  }
  if (next() < 0.3) sample.unknownField = 'stripped';
  return sample;
}

describe('rulesPass answers as class-validator does', () => {
  it('on every request class of the app, with random values', async () => {
    void AppModule; // its import registers every module's request classes
    const classes = [...(getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, unknown> }).validationMetadatas.keys()].filter(
      (target): target is Dto => typeof target === 'function',
    );
    expect(classes.length).toBeGreaterThan(50);
    const next = random(20261129);
    for (const dto of classes) {
      for (let i = 0; i < 40; i++) await expectSameVerdict(dto, sampleOf(dto, next, 0));
    }
  });

  it('on a valid invoice, and on it with each field given each value', async () => {
    const line = { productId: '0190a7d2-8c1e-7a3b-9c4d-5e6f7a8b9c0d', productName: 'Steel bolt', hsn: '7318', quantity: 2, unit: 'pcs', rate: 14.285, gstRate: 18 };
    const valid = { invoice: { customerId: '0190a7d2-8c1e-7a3b-9c4d-5e6f7a8b9c0f', invoiceDate: '2026-11-29', dueDate: '2026-12-29', paymentTerms: 'Net 30' }, items: [line, line] };
    expect((await verdicts(SaveInvoiceDto, valid)).passes).toBe(true);
    const headerFields = [...Object.keys(valid.invoice), 'invoiceNumber', 'placeOfSupply', 'salesPersonEmail', 'status', 'shippingGstin', 'total'];
    for (const value of SCALARS) {
      for (const field of headerFields) await expectSameVerdict(SaveInvoiceDto, { ...valid, invoice: { ...valid.invoice, [field]: value } });
      for (const field of [...Object.keys(line), 'cessRate', 'discount', 'description', 'amount']) {
        await expectSameVerdict(SaveInvoiceDto, { ...valid, items: [line, { ...line, [field]: value }] });
      }
      await expectSameVerdict(SaveInvoiceDto, { ...valid, items: value });
      await expectSameVerdict(SaveInvoiceDto, { ...valid, invoice: value });
    }
  });

  it('on the kinds of rule the app does not use today: IsDefined, ValidateIf, each over a Set, asynchronous rules', async () => {
    class Part {
      @IsInt() @Min(1) count!: number;
    }
    const slow = ValidateBy({ name: 'slow', async: true, validator: { validate: async (value) => value === 'ok' } });
    class Order {
      @IsDefined() @Allow() reference!: unknown;
      @ValidateIf((order: Order) => order.kind === 'named') @IsString() name?: string;
      @Allow() kind?: string;
      @IsOptional() @IsString({ each: true }) tags?: Set<unknown>;
      @IsOptional() @ValidateNested({ each: true }) @Type(() => Part) parts?: Part[];
      @IsOptional() @slow check?: string;
    }
    const cases: unknown[] = [
      { reference: 1 },
      { reference: null },
      {},
      { reference: 1, kind: 'named' },
      { reference: 1, kind: 'named', name: 'A' },
      { reference: 1, kind: 'other', name: 5 },
      { reference: 1, parts: [{ count: 2 }, { count: 3, extra: true }] },
      { reference: 1, parts: [{ count: 0 }] },
      { reference: 1, parts: [[{ count: 1 }]] },
      { reference: 1, parts: [undefined] },
      { reference: 1, parts: [7] },
    ];
    for (const plain of cases) await expectSameVerdict(Order, plain);
    const withSet = Object.assign(new Order(), { reference: 1, tags: new Set(['a', 'b']) });
    expect(rulesPass(withSet, PIPE_OPTIONS)).toBe(true);
    expect(rulesPass(Object.assign(new Order(), { reference: 1, tags: new Set(['a', 2]) }), PIPE_OPTIONS)).toBe(false);
    // An asynchronous rule, or an option the check does not follow, is left to the library.
    expect(rulesPass(Object.assign(new Order(), { reference: 1, check: 'ok' }), PIPE_OPTIONS)).toBe(false);
    expect(rulesPass(Object.assign(new Order(), { reference: 1 }), { ...PIPE_OPTIONS, groups: ['admin'] })).toBe(false);
    expect(rulesPass(Object.assign(new Order(), { reference: 1 }), { ...PIPE_OPTIONS, whitelist: 1 as unknown as boolean })).toBe(false);
    // A rule answering with a thenable is asynchronous to the library, whatever it resolves to.
    const later = ValidateBy({ name: 'later', validator: { validate: () => ({ then: (resolve: (ok: boolean) => void) => resolve(false) }) as unknown as boolean } });
    class Deferred {
      @later value?: string;
    }
    expect(rulesPass(Object.assign(new Deferred(), { value: 'x' }), PIPE_OPTIONS)).toBe(false);
    expect(rulesPass(Object.assign(new Order(), { reference: 1 }), PIPE_OPTIONS)).toBe(true);
  });
});
