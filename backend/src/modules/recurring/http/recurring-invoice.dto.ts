import {
  RECURRING_DELIVERIES,
  RECURRING_FREQUENCIES,
  RECURRING_LIMITS,
  RecurringMessages,
  UNITS,
  unitMessage,
  type RecurringDelivery,
  type RecurringFrequency,
  type RecurringInvoiceItemRequest,
  type RecurringInvoiceRequest,
} from '@hisaab/contracts';
import { calendarDate, isValidHsn } from '@hisaab/gst';
import { Transform, Type } from 'class-transformer';
import { Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { blankToNull, blankToUndefined, IsDecimal, NestedEach, numeric, OptionalText, Satisfies, trim } from '../../../platform/http/dto-rules';

const M = RecurringMessages;
const L = RECURRING_LIMITS;
const ignored = JSONSchema({ type: 'number', description: 'accepted and ignored: the server computes every amount' });

function isCalendarDate(value: unknown): boolean {
  try {
    return typeof value === 'string' && calendarDate(value) === value;
  } catch {
    return false;
  }
}

/** A 'YYYY-MM-DD' date: missing → `required`; anything else → the format message. */
function IsCalendarDate(required: string) {
  return ValidateBy({
    name: 'isCalendarDate',
    validator: {
      validate: isCalendarDate,
      defaultMessage: (args) => (args?.value === undefined || args?.value === null || args?.value === '' ? required : M.dateFormat),
    },
  });
}

/** One line of the template form (spec part 2 §5). */
export class RecurringInvoiceItemDto implements RecurringInvoiceItemRequest {
  @IsOptional()
  @Transform(blankToUndefined)
  @IsUUID('all', { message: 'Product not found' })
  productId?: string | null;

  @Transform(trim)
  @MaxLength(L.productName, { message: M.text('Product name', L.productName) })
  @Satisfies('productName', (v) => v.length > 0, M.productName)
  productName: string;

  @OptionalText(L.description, M.text('Description', L.description))
  description?: string | null;

  @IsOptional()
  @Transform(blankToUndefined)
  @Satisfies('hsn', isValidHsn, 'HSN/SAC code must be 4, 6 or 8 digits')
  hsnCode?: string | null;

  @Transform(numeric)
  @Max(L.maxQuantity, { message: 'Quantity is too large' })
  @Min(1, { message: M.quantity })
  @IsDecimal(3, { message: M.quantity })
  quantity: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(UNITS, { message: unitMessage })
  unit?: string;

  @Transform(numeric)
  @Max(L.maxRate, { message: 'Rate is too large' })
  @Min(0, { message: M.rate })
  @IsDecimal(4, { message: M.rate })
  rate: number;

  /** Percent; 18 when left out (spec part 2 §9). Legal GST rates are checked against the invoice date. */
  @IsOptional()
  @Transform(numeric)
  @Max(100, { message: M.gstRate })
  @Min(0, { message: M.gstRate })
  @IsDecimal(2, { message: M.gstRate })
  gstRate?: number;

  /** quantity × rate computed by the client: accepted and ignored. */
  @Allow() @ignored amount?: number;
}

/** The create/edit dialog's body; a PUT replaces the template (fields left out take their defaults). */
export class RecurringInvoiceDto implements RecurringInvoiceRequest {
  @IsUUID('all', { message: M.customer })
  customerId: string;

  @Transform(trim)
  @MaxLength(L.templateName, { message: M.templateNameTooLong })
  @Satisfies('templateName', (v) => v.length > 0, M.templateName)
  templateName: string;

  @IsIn(RECURRING_FREQUENCIES, { message: M.frequency })
  frequency: RecurringFrequency;

  @IsCalendarDate(M.startDate)
  @JSONSchema({ type: 'string', format: 'date' })
  startDate: string;

  @IsOptional()
  @Transform(blankToNull)
  @IsCalendarDate(M.dateFormat)
  @JSONSchema({ type: 'string', format: 'date', nullable: true })
  endDate?: string | null;

  @IsOptional()
  @Transform(numeric)
  @Max(L.maxDueInDays, { message: M.dueInDays })
  @Min(0, { message: M.dueInDays })
  @IsInt({ message: M.dueInDays })
  dueInDays?: number;

  @OptionalText(L.notes, M.text('Notes', L.notes)) notes?: string | null;
  @OptionalText(L.termsAndConditions, M.text('Terms and conditions', L.termsAndConditions)) termsAndConditions?: string | null;

  @IsOptional()
  @IsIn(RECURRING_DELIVERIES, { message: M.delivery })
  delivery?: RecurringDelivery;

  @IsOptional() @IsBoolean({ message: 'sendEmail must be true or false' }) sendEmail?: boolean;
  @IsOptional() @IsBoolean({ message: 'sendWhatsApp must be true or false' }) sendWhatsApp?: boolean;
  @IsOptional() @IsBoolean({ message: 'isActive must be true or false' }) isActive?: boolean;

  /** The client's totals: accepted and ignored. */
  @Allow() @ignored subtotal?: number;
  @Allow() @ignored gstAmount?: number;
  @Allow() @ignored total?: number;

  @NestedEach(() => RecurringInvoiceItemDto)
  @ArrayMaxSize(L.maxItems, { message: M.tooManyItems })
  @ArrayMinSize(1, { message: M.items })
  @IsArray({ message: M.items })
  items: RecurringInvoiceItemDto[];
}

export class RecurringListQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number between 1 and 100' })
  @Min(1, { message: 'limit must be a whole number between 1 and 100' })
  @Max(100, { message: 'limit must be a whole number between 1 and 100' })
  limit?: number;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;
}
