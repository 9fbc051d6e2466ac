import { IsOptional } from 'class-validator';
import { IsDecimal, OptionalText, SkipWhenAbsent, validateDto } from './dto-rules';

class Line {
  @IsOptional()
  @IsDecimal(3, { message: 'at most 3 decimals' })
  quantity?: number;

  @OptionalText(5, 'at most 5 characters')
  note?: string | null;

  @SkipWhenAbsent()
  @IsDecimal(2, { message: 'a rate' })
  rate?: number | null;
}

const errors = (input: object) => {
  const result = validateDto(Line, input);
  return 'errors' in result ? result.errors : {};
};
const value = (input: object) => {
  const result = validateDto(Line, input);
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

describe('DTO rules (platform/http/dto-rules.ts)', () => {
  it('IsDecimal: numbers with at most N places; exponent-written numbers are refused, never thrown on', () => {
    for (const quantity of [1, 1.5, 0.125, 1e21, 1_000_000]) expect(errors({ quantity })).toEqual({});
    for (const quantity of [1e-7, 0.0001, 1.2345, Number.NaN, Number.POSITIVE_INFINITY, '1.5', true]) {
      expect(errors({ quantity })).toEqual({ quantity: 'at most 3 decimals' });
    }
  });

  it('OptionalText: trims, keeps blank as null, refuses long or non-text with one message', () => {
    expect(value({ note: '  ok ' }).note).toBe('ok');
    expect(value({ note: '   ' }).note).toBeNull();
    expect(value({}).note).toBeUndefined();
    expect(errors({ note: 'toolong' })).toEqual({ note: 'at most 5 characters' });
    expect(errors({ note: 5 })).toEqual({ note: 'at most 5 characters' });
  });

  it('SkipWhenAbsent: a field left out is skipped, but null is checked', () => {
    expect(errors({})).toEqual({});
    expect(errors({ rate: null })).toEqual({ rate: 'a rate' });
    expect(errors({ rate: 2.5 })).toEqual({});
  });

  it('drops fields the DTO does not declare', () => {
    expect(value({ quantity: 1, extra: 'x' })).not.toHaveProperty('extra');
  });
});
