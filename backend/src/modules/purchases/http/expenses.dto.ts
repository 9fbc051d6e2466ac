import {
  EXPENSE_CATEGORIES,
  EXPENSE_LIMITS,
  ExpenseMessages,
  PAYMENT_METHODS,
  type ExpenseCategory,
  type ExpenseRequest,
  type InvoiceSupplyType,
  type PaymentMethod,
} from '@hisaab/contracts';
import { toScaledInteger } from '@hisaab/gst';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { blankToNull, blankToUndefined, CalendarDate, IsDecimal, numeric, OptionalText } from '../../../platform/http/dto-rules';

const SUPPLY_TYPES = ['INTRA', 'INTER'] as const;

/** Rupees with at most 2 decimals: `required` when absent, `format` for anything else that is not such a number. */
function Rupees(required: string, format: string) {
  const fits = (value: unknown) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return false;
    try {
      toScaledInteger(value, 2);
      return true;
    } catch {
      return false;
    }
  };
  return ValidateBy({ name: 'rupees', validator: { validate: fits, defaultMessage: (args) => (args?.value === undefined || args?.value === null || args?.value === '' ? required : format) } });
}

/** The expense form: a PUT replaces every field (the receipt is kept), so a field left out takes its default. */
export class ExpenseDto implements ExpenseRequest {
  @CalendarDate(ExpenseMessages.expenseDate, ExpenseMessages.dateFormat)
  @JSONSchema({ type: 'string', format: 'date' })
  expenseDate: string;

  @IsIn(EXPENSE_CATEGORIES, { message: ExpenseMessages.category })
  category: ExpenseCategory;

  @Transform(numeric)
  @Max(EXPENSE_LIMITS.maxAmount, { message: ExpenseMessages.amountTooLarge })
  @Min(0.01, { message: ExpenseMessages.amountPositive })
  @Rupees(ExpenseMessages.amount, ExpenseMessages.amountFormat)
  @JSONSchema({ type: 'number', minimum: 0.01, maximum: EXPENSE_LIMITS.maxAmount, description: 'rupees before GST, at most 2 decimals' })
  amount: number;

  @IsOptional()
  @Transform(numeric)
  @Max(EXPENSE_LIMITS.maxAmount, { message: ExpenseMessages.gstPaidTooLarge })
  @Min(0, { message: ExpenseMessages.gstPaid })
  @Rupees(ExpenseMessages.gstPaid, ExpenseMessages.gstPaid)
  @JSONSchema({ type: 'number', minimum: 0, description: 'rupees of GST on the receipt, at most 2 decimals' })
  gstPaid?: number;

  /** null or '' when not known; a rate legal on the expense date otherwise (checked by the domain). */
  @ValidateIf((_form, value) => value !== undefined && value !== null)
  @Transform(({ value }) => numeric({ value: blankToNull({ value }) }))
  @Max(50, { message: ExpenseMessages.gstRate })
  @Min(0, { message: ExpenseMessages.gstRate })
  @IsDecimal(2, { message: ExpenseMessages.gstRate })
  @JSONSchema({ type: 'number', minimum: 0, maximum: 50, nullable: true })
  gstRate?: number | null;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(SUPPLY_TYPES, { message: ExpenseMessages.supplyType })
  supplyType?: InvoiceSupplyType;

  @IsOptional()
  @IsBoolean({ message: ExpenseMessages.itcEligible })
  itcEligible?: boolean;

  @IsIn(PAYMENT_METHODS, { message: ExpenseMessages.paymentMethod })
  paymentMethod: PaymentMethod;

  @OptionalText(EXPENSE_LIMITS.vendor, ExpenseMessages.vendor)
  vendor?: string | null;

  @OptionalText(EXPENSE_LIMITS.notes, ExpenseMessages.notes)
  notes?: string | null;
}

const limitMessage = 'limit must be a whole number between 1 and 100';

/** A list's paging and its date filter (calendar dates, both inclusive). */
export class PeriodPageQuery {
  @IsOptional()
  @CalendarDate('from must be a date (YYYY-MM-DD)', 'from must be a date (YYYY-MM-DD)')
  from?: string;

  @IsOptional()
  @CalendarDate('to must be a date (YYYY-MM-DD)', 'to must be a date (YYYY-MM-DD)')
  to?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: limitMessage })
  @Min(1, { message: limitMessage })
  @Max(100, { message: limitMessage })
  limit?: number;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;
}

export class ListExpensesQuery extends PeriodPageQuery {
  @IsOptional()
  @IsString()
  @MaxLength(EXPENSE_LIMITS.search, { message: `Search must be at most ${EXPENSE_LIMITS.search} characters` })
  search?: string;

  @IsOptional()
  @IsIn(EXPENSE_CATEGORIES, { message: `category must be one of ${EXPENSE_CATEGORIES.join(', ')}` })
  category?: ExpenseCategory;
}

export class ExpenseSummaryQuery {
  @IsOptional()
  @CalendarDate('from must be a date (YYYY-MM-DD)', 'from must be a date (YYYY-MM-DD)')
  from?: string;

  @IsOptional()
  @CalendarDate('to must be a date (YYYY-MM-DD)', 'to must be a date (YYYY-MM-DD)')
  to?: string;
}
