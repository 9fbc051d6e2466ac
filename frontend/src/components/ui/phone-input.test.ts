import { describe, expect, it } from 'vitest';
import { localMobileDigits } from './phone-input';

describe('localMobileDigits', () => {
  it.each([
    ['9845012345', '9845012345'],
    ['+91 98450 12345', '9845012345'],
    ['+919845012345', '9845012345'],
    ['098450 12345', '9845012345'],
    ['98450-12345', '9845012345'],
    ['9845', '9845'],
  ])('keeps the 10 local digits of %s', (typed, digits) => {
    expect(localMobileDigits(typed)).toBe(digits);
  });

  it('ends on the right number when +91 is typed key by key', () => {
    let value = '';
    for (const key of '+91 9845012345') value = localMobileDigits(value + key);
    expect(value).toBe('9845012345');
  });
});
