import { InvoiceMessages } from '@hisaab/contracts';
import { describe, expect, it } from 'vitest';
import { blankLine, invoiceSchemaFor, newInvoiceValues } from './schema';

function issuesOf(quantity: string, productId: string) {
  const values = newInvoiceValues('2026-11-21', '33', { gstRate: 18, cessRate: 0 });
  values.customerId = 'c1';
  values.items = [{ ...blankLine({ gstRate: 18, cessRate: 0 }), productName: 'Basmati Rice', rate: '100', quantity, productId }];
  const result = invoiceSchemaFor(true).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('invoice line quantity', () => {
  it('takes a fractional quantity on a typed item', () => {
    expect(issuesOf('2.5', '')).toEqual([]);
  });

  it('asks for a whole quantity when the line takes a product from stock', () => {
    expect(issuesOf('2.5', 'p-rice')).toEqual([['items.0.quantity', InvoiceMessages.quantityWholeForProduct]]);
    expect(issuesOf('3', 'p-rice')).toEqual([]);
  });
});
