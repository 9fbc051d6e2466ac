import { Injectable } from '@nestjs/common';
import type { ExpenseCategory, ExpenseResponse, ExpenseSummaryResponse } from '@hisaab/contracts';
import { addDays, financialYearOf, sumPaise, toRupees } from '@hisaab/gst';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { decodeDateKeyset, encodeKeyset, type Page, pageLimit } from '../../../shared/cursor';
import type { AuthContext } from '../../../shared/tenant';
import { isUuid, timeOrderedUuid } from '../../../shared/uuid';
import { type CheckedExpenseForm, resolveExpense } from '../domain/expense';
import { PurchasesErrors } from '../domain/purchases-errors';
import { checkedPeriod } from '../domain/period';
import { ExpenseRepository } from './ports/expense.repository';
import { type ExpenseCategoryRow, MoneyOutFigures } from './ports/money-out-figures';
import { TaxStandings } from './ports/partners';
import { presentExpense } from './presenters';

export const EXPENSE_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;

export interface ExpenseListInput {
  search?: string;
  category?: ExpenseCategory;
  from?: string;
  to?: string;
  limit?: number;
  cursor?: string;
}

/** The Expenses tab: list, create, edit, delete and the monthly totals, scoped to the caller's business. */
@Injectable()
export class ExpensesService {
  constructor(
    private readonly expenses: ExpenseRepository,
    private readonly figures: MoneyOutFigures,
    private readonly standings: TaxStandings,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Newest expense date first; `search` matches vendor or notes. */
  async list(auth: AuthContext, input: ExpenseListInput): Promise<Page<ExpenseResponse>> {
    const limit = pageLimit(input.limit, EXPENSE_PAGE);
    const period = checkedPeriod(input.from, input.to);
    const slice = await this.expenses.list(auth.businessId, {
      search: input.search?.trim() || undefined,
      category: input.category,
      ...period,
      limit,
      before: decodeDateKeyset(input.cursor),
    });
    return { items: slice.items.map(presentExpense), nextCursor: slice.next && encodeKeyset(slice.next) };
  }

  async get(auth: AuthContext, id: string): Promise<ExpenseResponse> {
    const expense = isUuid(id) ? await this.expenses.findById(auth.businessId, id) : null;
    if (!expense) throw PurchasesErrors.expenseNotFound();
    return presentExpense(expense);
  }

  async create(auth: AuthContext, form: CheckedExpenseForm): Promise<ExpenseResponse> {
    const fields = await this.resolve(auth, form);
    const now = this.clock.now();
    // Time-ordered: the list's (date, id) order is the order of entry within a day.
    const record = { id: timeOrderedUuid(now.getTime()), ...fields, createdAt: now, updatedAt: now };
    await this.expenses.insert(auth.businessId, record, auth.userId);
    return presentExpense({ ...record, receipt: null });
  }

  /** Replaces every field; the receipt stays. */
  async update(auth: AuthContext, id: string, form: CheckedExpenseForm): Promise<ExpenseResponse> {
    if (!isUuid(id)) throw PurchasesErrors.expenseNotFound();
    const fields = await this.resolve(auth, form);
    const updated = await this.expenses.update(auth.businessId, id, fields, this.clock.now());
    if (!updated) throw PurchasesErrors.expenseNotFound();
    return presentExpense(updated);
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.unitOfWork.run(() => this.expenses.delete(auth.businessId, id)))) throw PurchasesErrors.expenseNotFound();
  }

  /**
   * Expenses by month and category, and purchases by month, for the period (both days inclusive;
   * by default the current financial year up to today).
   */
  async summary(auth: AuthContext, input: { from?: string; to?: string }): Promise<ExpenseSummaryResponse> {
    const today = this.clock.todayInIndia();
    const period = checkedPeriod(input.from, input.to);
    const from = period.from ?? `${financialYearOf(today).startYear}-04-01`;
    const to = period.to ?? (from > today ? from : today);
    const range = { from, to: addDays(to, 1) };
    const [byMonth, byCategory, purchases] = await Promise.all([
      this.figures.expensesByCategory(auth.businessId, range, true),
      this.figures.expensesByCategory(auth.businessId, range, false),
      this.figures.purchasesByMonth(auth.businessId, range),
    ]);
    const months = [...new Set([...byMonth.map((row) => row.month!), ...purchases.map((row) => row.month)])].sort().reverse();
    const sum = (rows: readonly { totalPaise: number }[]) => toRupees(sumPaise(rows.map((row) => row.totalPaise)));
    return {
      period: { from, to },
      months: months.map((month) => {
        const categories = byMonth.filter((row) => row.month === month);
        return { month, categories: categoryTotals(categories), expenses: sum(categories), purchases: sum(purchases.filter((row) => row.month === month)) };
      }),
      categories: categoryTotals(byCategory),
      expenses: sum(byCategory),
      purchases: sum(purchases),
    };
  }

  private async resolve(auth: AuthContext, form: CheckedExpenseForm) {
    const result = resolveExpense(form, this.clock.todayInIndia(), await this.standings.get(auth.businessId));
    if ('errors' in result) throw PurchasesErrors.invalid(result.errors);
    return result.expense;
  }
}

/** Largest first. */
function categoryTotals(rows: readonly ExpenseCategoryRow[]) {
  return [...rows]
    .sort((a, b) => b.totalPaise - a.totalPaise || a.category.localeCompare(b.category))
    .map((row) => ({ category: row.category, count: row.count, amount: toRupees(row.amountPaise), gstPaid: toRupees(row.gstPaise), total: toRupees(row.totalPaise) }));
}
