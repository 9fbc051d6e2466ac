import { describe, expect, it } from 'vitest';
import { NEW_PRODUCT, productSchema } from './schemas';

describe('product GST rate', () => {
  const issues = (gstRate: string) => {
    const result = productSchema.safeParse({ ...NEW_PRODUCT, name: 'Soap', gstRate });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("takes a rate legal today and refuses one that is not, naming today's legal rates (as the server does)", () => {
    expect(issues('18')).toEqual([]);
    expect(issues('0.1')).toEqual([]);
    expect(issues('12')).toEqual([expect.stringMatching(/^12% is not a GST rate on \d{2}\/\d{2}\/\d{4}: use 0%, 0\.1%, 0\.25%, 3%, 5%, 18% or 40%$/)]);
  });
});
