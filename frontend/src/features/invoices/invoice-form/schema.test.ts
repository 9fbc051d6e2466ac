import { InvoiceMessages } from '@hisaab/contracts';
import { InvoiceDateMessages } from '@hisaab/gst';
import { describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@/lib/calendar';
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

describe('invoice line price and GST rate', () => {
  function lineIssues(line: { rate?: string; quantity?: string; gstRate?: string }, taxed = true) {
    const values = newInvoiceValues('2026-11-21', '33', { gstRate: 18, cessRate: 0 });
    values.customerId = 'c1';
    values.items = [{ ...blankLine({ gstRate: 18, cessRate: 0 }), productName: 'Bolt', rate: '100', ...line }];
    const result = invoiceSchemaFor(true, taxed).safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  }

  it('takes a unit price with 4 decimals (₹14.285 a piece) and a quantity of 0.001, not a fifth decimal', () => {
    expect(lineIssues({ rate: '14.285', quantity: '0.001' })).toEqual([]);
    expect(lineIssues({ rate: '1.23456' })).toEqual([['items.0.rate', InvoiceMessages.rate]]);
  });

  it('refuses a rate not legal on the invoice date, naming the legal rates; a bill of supply does not look', () => {
    expect(lineIssues({ gstRate: '12' })).toEqual([['items.0.gstRate', '12% is not a GST rate on 21/11/2026: use 0%, 0.1%, 0.25%, 3%, 5%, 18% or 40%']]);
    expect(lineIssues({ gstRate: '7' }, false)).toEqual([]);
  });
});

describe('invoice date', () => {
  function dateIssues(invoiceDate: string) {
    const values = newInvoiceValues(invoiceDate, '33', { gstRate: 18, cessRate: 0 });
    values.customerId = 'c1';
    values.items = [{ ...blankLine({ gstRate: 18, cessRate: 0 }), productName: 'Bolt', rate: '100' }];
    const result = invoiceSchemaFor(true, false).safeParse(values);
    return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'invoiceDate').map((issue) => issue.message);
  }

  it('refuses, before saving, a date before GST began or more than a year ahead, as the server does', () => {
    expect(dateIssues('2017-06-30')).toEqual([InvoiceDateMessages.beforeGst]);
    expect(dateIssues('2017-07-01')).toEqual([]);
    expect(dateIssues(addDays(todayInIndia(), 400))).toEqual([InvoiceDateMessages.tooFarAhead]);
    expect(dateIssues(todayInIndia())).toEqual([]);
  });
});
