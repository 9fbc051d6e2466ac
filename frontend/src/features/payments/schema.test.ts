import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/calendar';
import { paymentSchema, PaymentMessages } from './schema';

const valid = { invoiceId: 'inv-1', amount: '500', paymentDate: todayInIndia(), paymentMethod: 'upi', referenceNumber: '', notes: '' };
const errorsOf = (values: Partial<typeof valid>) => {
  const result = paymentSchema(() => 1000).safeParse({ ...valid, ...values });
  // The form shows each field's first problem.
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('payment form', () => {
  it('accepts a payment within the outstanding amount, dated today', () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each([
    ['-10', PaymentMessages.amountPositive],
    ['0', PaymentMessages.amountPositive],
    ['10.555', PaymentMessages.amountFormat],
    ['abc', PaymentMessages.amountFormat],
    ['1000.01', PaymentMessages.tooMuch(1000)],
  ])('explains what is wrong with the amount %s', (amount, message) => {
    expect(errorsOf({ amount }).amount).toBe(message);
  });

  it('refuses a date in the future', () => {
    expect(errorsOf({ paymentDate: '2999-01-01' }).paymentDate).toBe(PaymentMessages.paymentDateFuture);
  });
});
