import { DomainError } from '../../shared/domain-error';
import { jsonNestsDeeperThan, lowerCaseUuids, pathOfNul, rejectNul } from './json-body';

describe('JSON body guards', () => {
  it('measures nesting outside strings only', () => {
    expect(jsonNestsDeeperThan(Buffer.from('[[[]]]'), 3)).toBe(false);
    expect(jsonNestsDeeperThan(Buffer.from('[[[[]]]]'), 3)).toBe(true);
    expect(jsonNestsDeeperThan(Buffer.from('{"a":{"b":{"c":1}}}'), 2)).toBe(true);
    expect(jsonNestsDeeperThan(Buffer.from('{"a":"[[[[[[\\"[[[["}'), 1)).toBe(false);
    expect(jsonNestsDeeperThan(Buffer.from('['.repeat(5000) + ']'.repeat(5000)), 32)).toBe(true);
  });

  it('finds a NUL in any string or key, with its path', () => {
    expect(pathOfNul({ name: 'ok', items: [{ productName: 'a\u0000b' }] })).toBe('items.0.productName');
    expect(pathOfNul({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(pathOfNul('\u0000')).toBe('body');
    expect(pathOfNul({ name: 'ok', n: 1, nested: { list: ['x'] } })).toBeUndefined();
    // Half a surrogate pair is no character; a whole pair (an emoji) is fine.
    expect(pathOfNul({ email: 'a\ud800@x.com' })).toBe('email');
    expect(pathOfNul({ email: '\udc00a@x.com' })).toBe('email');
    expect(pathOfNul({ note: 'Thanks 🙏', name: 'ठीक' })).toBeUndefined();
    expect(() => rejectNul({ notes: 'x\u0000' })).toThrow(DomainError);
    try {
      rejectNul({ notes: 'x\u0000' });
    } catch (error) {
      expect((error as DomainError).details).toEqual({ fields: { notes: 'Text cannot contain NUL characters or broken Unicode' } });
    }
  });

  it('lower-cases ids and leaves other values alone', () => {
    const params: Record<string, string> = { id: '0B6F3C1E-8D2A-4C5B-9E7F-1A2B3C4D5E6F', name: 'ACME' };
    lowerCaseUuids(params);
    expect(params).toEqual({ id: '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f', name: 'ACME' });
  });
});
