import { ArgumentMetadata } from '@nestjs/common';
import { Transform, TransformationType } from 'class-transformer';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { IsInt, IsOptional, IsString, MaxLength, Min, registerDecorator } from 'class-validator';
import { DomainError } from '../../shared/domain-error';
import { createValidationPipe, memoizeTransformMetadata } from './validation.pipe';

class Page {
  @IsOptional()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  limit?: number;
}

class Search extends Page {
  @IsOptional()
  @IsString()
  @MaxLength(5, { message: 'search is at most 5 characters' })
  search?: string;
}

const pipe = createValidationPipe();
const run = (metatype: ArgumentMetadata['metatype'], value: object) => pipe.transform(value, { type: 'body', metatype });
const messages = async (metatype: ArgumentMetadata['metatype'], value: object) => {
  try {
    await run(metatype, value);
    return {};
  } catch (error) {
    return (error as DomainError).details;
  }
};

describe('ValidationPipe with the rule look-up kept per class (platform/http/validation.pipe.ts)', () => {
  it('applies a class\'s own and inherited rules, the same on every call, and strips unknown fields', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await messages(Search, { limit: 0, search: 'longer than five' })).toMatchObject({
        fields: { limit: 'limit must be at least 1', search: 'search is at most 5 characters' },
      });
      expect(await messages(Page, { limit: 0, search: 'longer than five' })).toMatchObject({ fields: { limit: 'limit must be at least 1' } });
      expect(await run(Search, { limit: 2, search: 'ok', extra: 1 })).toEqual({ limit: 2, search: 'ok' });
    }
  });

  it('sees a rule registered after the first validation', async () => {
    class Late {
      @IsOptional()
      name?: string;
    }
    expect(await run(Late, { name: 'x'.repeat(10) })).toEqual({ name: 'x'.repeat(10) });
    registerDecorator({
      target: Late,
      propertyName: 'name',
      options: { message: 'name is too long' },
      validator: { validate: (value: unknown) => typeof value === 'string' && value.length < 5 },
    });
    expect(await messages(Late, { name: 'x'.repeat(10) })).toMatchObject({ fields: { name: 'name is too long' } });
  });

  it('applies a class\'s transforms, inherited ones too, the same on every call, and sees one registered later', async () => {
    class Named {
      @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
      @IsString()
      name!: string;
    }
    class Coded extends Named {
      @IsOptional() @IsString() code?: string;
    }
    for (let i = 0; i < 3; i++) expect(await run(Coded, { name: '  Asha ', code: ' a1 ' })).toEqual({ name: 'Asha', code: ' a1 ' });
    Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))(Coded.prototype, 'code');
    expect(await run(Coded, { name: '  Asha ', code: ' a1 ' })).toEqual({ name: 'Asha', code: ' A1 ' });
  });

  it("keeps class-transformer's answers for the properties decorators name, never for a request's made-up keys", () => {
    const storage = new (defaultMetadataStorage.constructor as new () => typeof defaultMetadataStorage)();
    const lookUp = jest.spyOn(storage, 'findTransformMetadatas');
    memoizeTransformMetadata(storage);
    class Target {}
    storage.addTransformMetadata({ target: Target, propertyName: 'name', transformFn: ({ value }) => value, options: {} });
    for (let i = 0; i < 3; i++) {
      expect(storage.findTransformMetadatas(Target, 'name', TransformationType.PLAIN_TO_CLASS)).toHaveLength(1);
      expect(storage.findTransformMetadatas(Target, `madeUp${i % 2}`, TransformationType.PLAIN_TO_CLASS)).toEqual([]);
    }
    const asked = (property: string) => lookUp.mock.calls.filter(([, name]) => name === property).length;
    expect(asked('name')).toBe(1);
    expect(asked('madeUp0') + asked('madeUp1')).toBe(3);
  });
});

describe('an empty query (platform/http/validation.pipe.ts, ApiValidationPipe)', () => {
  const query = (metatype: ArgumentMetadata['metatype'], value: object) => createValidationPipe().transform(value, { type: 'query', metatype });

  class Required {
    @IsString({ message: 'q is required' })
    q!: string;
  }

  class WithDefault {
    @IsOptional()
    @IsInt()
    limit?: number = 50;
  }

  it('answers a bare instance of the class, the first time and every time after', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 3; i++) {
      const answer = await pipe.transform({}, { type: 'query', metatype: Search });
      expect(answer).toBeInstanceOf(Search);
      expect(Object.keys(answer as object)).toEqual([]);
    }
    expect(await pipe.transform(Object.create(null), { type: 'query', metatype: Search })).toBeInstanceOf(Search);
    // A query that is not empty is validated as before.
    await expect(pipe.transform({ limit: '0' }, { type: 'query', metatype: Page })).rejects.toMatchObject({ details: { fields: { limit: expect.any(String) } } });
  });

  it('still refuses an empty query every time when the class requires a field, and keeps its defaults', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 2; i++) {
      await expect(pipe.transform({}, { type: 'query', metatype: Required })).rejects.toMatchObject({ details: { fields: { q: 'q is required' } } });
      expect(await pipe.transform({}, { type: 'query', metatype: WithDefault })).toEqual({ limit: 50 });
    }
    expect(await query(Search, {})).toBeInstanceOf(Search);
  });
});
