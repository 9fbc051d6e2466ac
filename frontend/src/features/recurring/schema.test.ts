import { describe, expect, it } from 'vitest';
import { RecurringMessages } from '@hisaab/contracts';
import { blankLine, lineAmount, newTemplateValues, quantityOf, recurringSchema, toTemplateRequest } from './schema';

const valid = () => ({
  ...newTemplateValues(),
  customerId: '00000000-0000-4000-8000-0000000000c1',
  templateName: 'Rent',
  startDate: '2027-01-31',
  items: [{ ...blankLine(), productName: 'Office rent', rate: '25000' }],
});

describe('the recurring template form (spec part 2 §5)', () => {
  it('starts monthly, one item at 18% GST, quantity 1', () => {
    const values = newTemplateValues();
    expect(values).toMatchObject({ frequency: 'monthly', delivery: 'draft', items: [{ quantity: '1', gstRate: '18', unit: 'nos' }] });
  });

  it('answers each rule with the spec’s message', () => {
    const result = recurringSchema.safeParse({
      ...valid(),
      customerId: '',
      templateName: ' ',
      frequency: '',
      startDate: '',
      items: [{ ...blankLine(), productName: '', quantity: '0', rate: '-1', gstRate: '101' }],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      customerId: RecurringMessages.customer,
      templateName: RecurringMessages.templateName,
      frequency: RecurringMessages.frequency,
      startDate: RecurringMessages.startDate,
      'items.0.productName': RecurringMessages.productName,
      'items.0.quantity': RecurringMessages.quantity,
      'items.0.rate': RecurringMessages.rate,
      'items.0.gstRate': RecurringMessages.gstRate,
    });
    expect(recurringSchema.safeParse({ ...valid(), items: [] }).error!.issues[0].message).toBe(RecurringMessages.items);
    expect(recurringSchema.safeParse({ ...valid(), endDate: '2027-01-30' }).error!.issues[0].message).toBe(RecurringMessages.endBeforeStart);
  });

  it('counts an unreadable quantity as 1, and an item’s amount as quantity × rate', () => {
    expect(quantityOf('')).toBe(1);
    expect(quantityOf('abc')).toBe(1);
    expect(quantityOf('2.5')).toBe(2.5);
    expect(lineAmount({ quantity: '3', rate: '333.335' })).toBe(1000.01);
  });

  it('sends no messages for a draft, and the amounts it computed', () => {
    const request = toTemplateRequest({ ...valid(), delivery: 'draft', sendEmail: true });
    expect(request).toMatchObject({ delivery: 'draft', sendEmail: false, sendWhatsApp: false, endDate: null, items: [{ productId: null, quantity: 1, rate: 25000, gstRate: 18, amount: 25000 }] });
    expect(toTemplateRequest({ ...valid(), delivery: 'issue', sendEmail: true }).sendEmail).toBe(true);
  });
});
