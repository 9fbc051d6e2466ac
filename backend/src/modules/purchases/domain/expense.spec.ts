import { resolveExpense, type CheckedExpenseForm } from './expense';
import type { TaxStanding } from './input-tax-credit';

const TODAY = '2026-11-20';
const REGISTERED: TaxStanding = { gstin: '33AAAPZ1234C2Z6', stateCode: '33', composition: false };
const form = (fields: Partial<CheckedExpenseForm> = {}): CheckedExpenseForm => ({ expenseDate: '2026-11-01', category: 'rent', amount: 1000, paymentMethod: 'upi', ...fields });
const errors = (fields: Partial<CheckedExpenseForm>, standing = REGISTERED) => {
  const result = resolveExpense(form(fields), TODAY, standing);
  return 'errors' in result ? result.errors : {};
};

describe('expense rules', () => {
  it('keeps the amounts in paise with the GST paid split by kind', () => {
    const result = resolveExpense(form({ amount: 1000.5, gstPaid: 180.09, gstRate: 18, itcEligible: true, vendor: 'A', notes: null }), TODAY, REGISTERED);
    expect(result).toEqual({
      expense: {
        expenseDate: '2026-11-01',
        category: 'rent',
        amountPaise: 100_050,
        gstPaise: 18_009,
        gstRate: 18,
        supplyType: 'INTRA',
        cgstPaise: 9_005,
        sgstPaise: 9_004,
        igstPaise: 0,
        itcEligible: true,
        paymentMethod: 'upi',
        vendor: 'A',
        notes: null,
      },
    });
    expect(resolveExpense(form({ gstPaid: 18, supplyType: 'INTER' }), TODAY, REGISTERED)).toMatchObject({ expense: { cgstPaise: 0, sgstPaise: 0, igstPaise: 1800, itcEligible: false, gstRate: null } });
  });

  it.each([
    [{ expenseDate: '2026-11-21' }, { expenseDate: 'Expense date cannot be in the future' }],
    [{ gstRate: 12 }, { gstRate: '12% is not a GST rate on 01/11/2026: use 0%, 0.1%, 0.25%, 3%, 5%, 18% or 40%' }],
    [{ gstRate: 12, expenseDate: '2025-09-21' }, {}],
    [{ gstPaid: 1000.01 }, { gstPaid: 'GST paid cannot be more than the amount' }],
    [{ itcEligible: true }, { itcEligible: 'Enter the GST paid to claim input tax credit' }],
  ] as const)('%j → %j', (fields, expected) => expect(errors(fields)).toEqual(expected));

  it('lets only a registered business outside the composition scheme claim credit', () => {
    expect(errors({ gstPaid: 10, itcEligible: true }, { ...REGISTERED, gstin: null })).toEqual({ itcEligible: 'Input tax credit needs your GSTIN: add it in Configuration' });
    expect(errors({ gstPaid: 10, itcEligible: true }, { ...REGISTERED, composition: true })).toEqual({ itcEligible: 'A business in the composition scheme cannot claim input tax credit' });
    expect(errors({ gstPaid: 10, itcEligible: false }, { ...REGISTERED, composition: true })).toEqual({});
  });
});
