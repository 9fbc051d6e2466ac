import { expenseCost, profitFigures } from './profit';

const figures = (over: Partial<Parameters<typeof profitFigures>[0]> = {}) =>
  profitFigures({ salesPaise: 630_000, creditNotesPaise: 20_000, cogsSoldPaise: 181_300, cogsReturnedPaise: 12_400, linesWithCost: 4, expenses: [], ...over });

describe('profit and loss', () => {
  it('an expense costs its amount, plus its GST where that cannot be claimed', () => {
    expect(expenseCost({ count: 1, amountPaise: 200_000, gstPaise: 36_000, itcGstPaise: 36_000 })).toBe(200_000);
    expect(expenseCost({ count: 1, amountPaise: 120_000, gstPaise: 6_000, itcGstPaise: 0 })).toBe(126_000);
  });

  it('net sales, cost of goods, gross and net profit, margin to one decimal', () => {
    const expenses = [{ count: 3, amountPaise: 325_900, gstPaise: 42_000, itcGstPaise: 36_000 }];
    expect(figures({ expenses })).toEqual({
      netSalesPaise: 610_000,
      costOfGoodsSoldPaise: 168_900,
      grossProfitPaise: 441_100,
      expensesPaise: 331_900,
      netProfitPaise: 109_200,
      margin: 17.9,
      marginUnavailable: null,
    });
    expect(figures({ cogsSoldPaise: 900_000, linesWithCost: 1 }).margin).toBe(-45.5);
  });

  it.each([
    ['no sales', { salesPaise: 0, creditNotesPaise: 0 }, 'no_sales'],
    ['sales all credited back', { salesPaise: 1000, creditNotesPaise: 1000 }, 'no_sales'],
    ['no cost and no expense', { cogsSoldPaise: 0, cogsReturnedPaise: 0, linesWithCost: 0 }, 'no_costs'],
  ] as const)('%s: no margin, and why', (_name, over, reason) => {
    expect(figures(over)).toMatchObject({ margin: null, marginUnavailable: reason });
  });

  it('an expense alone is a cost to measure against', () => {
    expect(figures({ linesWithCost: 0, cogsSoldPaise: 0, cogsReturnedPaise: 0, expenses: [{ count: 1, amountPaise: 61_000, gstPaise: 0, itcGstPaise: 0 }] }).margin).toBe(90);
  });
});
