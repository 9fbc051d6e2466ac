import { INVOICE_LIMITS, InvoiceMessages as InvoiceFormMessages, PaymentMessages, UNITS, unitMessage } from '@hisaab/contracts';
import { INVOICE_NUMBER_PATTERN, isValidGstin, isValidHsn, isValidMobile, isValidUdyam, normalizeMobile } from '@hisaab/gst';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { blankToUndefined, IsDecimal, NestedEach, numeric, Satisfies, trim } from '../../../platform/http/dto-rules';
import { INVOICE_COPIES, type InvoiceCopy } from '../application/invoice-document';
import { parseDateInput, parsePlaceOfSupply } from '../domain/documents';
import { INVOICE_LIST_STATUSES, INVOICE_STATUSES } from '../domain/invoice-status';
import { PAYMENT_METHODS, type PaymentMethod } from '../domain/payment-rules';

/** Spec part 1 §5 "Invoice form" messages, plus the server's own checks. */
export const InvoiceMessages = {
  ...InvoiceFormMessages,
  unit: unitMessage,
  status: `Status must be one of ${INVOICE_STATUSES.join(', ')}`,
  rateDecimals: 'Rate must be an amount greater than 0 with at most 4 decimals',
};

const ignored = JSONSchema({ type: 'number', description: 'accepted and ignored: the server computes every amount' });

/** Required date: missing → `required`; not a date → the format message. */
function IsDateInput(required: string, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isDateInput',
      validator: {
        validate: (value) => parseDateInput(value) !== undefined,
        defaultMessage: (args) => (args?.value === undefined || args?.value === null || args?.value === '' ? required : InvoiceMessages.dateFormat),
      },
    },
    options,
  );
}

export class InvoiceItemDto {
  @IsOptional()
  @Transform(blankToUndefined)
  @IsUUID('all', { message: 'Product not found' })
  productId?: string;

  @Transform(trim)
  @MaxLength(INVOICE_LIMITS.productName, { message: `Product name must be at most ${INVOICE_LIMITS.productName} characters` })
  @Satisfies('productName', (v) => v.length > 0, InvoiceMessages.productName)
  productName: string;

  @IsOptional()
  @IsString()
  @MaxLength(INVOICE_LIMITS.description, { message: `Description must be at most ${INVOICE_LIMITS.description} characters` })
  description?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Satisfies('hsn', isValidHsn, InvoiceMessages.hsn)
  hsn?: string;

  @Transform(numeric)
  @Max(10_000_000, { message: InvoiceMessages.quantityTooLarge })
  @Min(0.001, { message: InvoiceMessages.quantity })
  @IsDecimal(3, { message: InvoiceMessages.quantity })
  quantity: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(UNITS, { message: InvoiceMessages.unit })
  unit?: string;

  @Transform(numeric)
  @Max(1_000_000_000, { message: InvoiceMessages.rateTooLarge })
  @Min(0.0001, { message: InvoiceMessages.rate })
  @IsDecimal(4, { message: InvoiceMessages.rateDecimals })
  rate: number;

  @Transform(numeric)
  @Max(50, { message: InvoiceMessages.gstRate })
  @Min(0, { message: InvoiceMessages.gstRate })
  @IsDecimal(2, { message: InvoiceMessages.gstRate })
  gstRate: number;

  @IsOptional()
  @Transform(numeric)
  @Max(INVOICE_LIMITS.maxCessRate, { message: InvoiceMessages.cessRate })
  @Min(0, { message: InvoiceMessages.cessRate })
  @IsDecimal(2, { message: InvoiceMessages.cessRate })
  cessRate?: number;

  @IsOptional()
  @Transform(numeric)
  @Max(1_000_000_000, { message: 'Discount is too large' })
  @Min(0, { message: InvoiceMessages.discount })
  @IsDecimal(2, { message: 'Discount must be an amount with at most 2 decimals' })
  discount?: number;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  serialNumber?: string;

  /** Computed by the client; the server computes its own. */
  @Allow() @ignored amount?: unknown;
  @Allow() @ignored gstAmount?: unknown;
  @Allow() @ignored totalAmount?: unknown;
}

export class InvoiceHeaderDto {
  @IsUUID('all', { message: InvoiceMessages.customer })
  customerId: string;

  /** Omit for the next number of the series; an explicit '' is refused. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @ValidateBy({
    name: 'invoiceNumber',
    validator: {
      validate: (value) => typeof value === 'string' && INVOICE_NUMBER_PATTERN.test(value),
      defaultMessage: (args) => (args?.value === '' ? InvoiceMessages.invoiceNumber : InvoiceMessages.invoiceNumberFormat),
    },
  })
  invoiceNumber?: string;

  @IsDateInput(InvoiceMessages.invoiceDate)
  invoiceDate: string;

  @IsDateInput(InvoiceMessages.dueDate)
  dueDate: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Satisfies('placeOfSupply', (v) => parsePlaceOfSupply(v) !== undefined, InvoiceMessages.placeOfSupply)
  placeOfSupply?: string;

  @IsOptional() @IsString() @MaxLength(2000) notes?: string;
  @IsOptional() @IsString() @MaxLength(5000) termsAndConditions?: string;
  @IsOptional() @IsString() @MaxLength(200) salesPersonName?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsEmail({}, { message: InvoiceMessages.email })
  salesPersonEmail?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Satisfies('phone', (v) => isValidMobile(normalizeMobile(v)), InvoiceMessages.phone)
  salesPersonPhone?: string;

  @IsOptional() @IsString() @MaxLength(200) paymentTerms?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Satisfies('udyam', (v) => isValidUdyam(v.toUpperCase()), InvoiceMessages.udyam)
  companyUdyam?: string;

  @IsOptional() @IsString() @MaxLength(100) serialNumber?: string;
  @IsOptional() @IsString() @MaxLength(1000) shippingAddress?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Satisfies('gstin', isValidGstin, InvoiceMessages.gstin)
  shippingGstin?: string;

  @IsOptional() @IsString() @MaxLength(200) authorizedSignature?: string;

  @IsOptional()
  @IsIn(['draft'], { message: InvoiceMessages.draftOnly })
  status?: string;

  /** The client's totals: accepted and ignored (the server computes every amount). */
  @Allow() @ignored subtotal?: unknown;
  @Allow() @ignored gstAmount?: unknown;
  @Allow() @ignored total?: unknown;
  @Allow() @JSONSchema({ type: 'string', description: 'accepted and ignored: the signed-in user is used' }) userId?: unknown;
}

export class SaveInvoiceDto {
  @ValidateNested()
  @Type(() => InvoiceHeaderDto)
  @IsObject({ message: InvoiceMessages.customer })
  invoice: InvoiceHeaderDto;

  @NestedEach(() => InvoiceItemDto)
  @ArrayMaxSize(INVOICE_LIMITS.maxItems, { message: InvoiceMessages.tooManyItems })
  @ArrayMinSize(1, { message: InvoiceMessages.items })
  @IsArray({ message: InvoiceMessages.items })
  items: InvoiceItemDto[];
}

export class InvoiceStatusDto {
  @IsIn(INVOICE_LIST_STATUSES, { message: InvoiceMessages.status })
  status: string;

  /** Why an invoice is cancelled (kept with it). */
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  reason?: string;

  /** Mark as Paid: how the balance was received. */
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: PaymentMessages.paymentMethod })
  paymentMethod?: PaymentMethod;

  /** Mark as Paid: when the balance was received ('YYYY-MM-DD'). */
  @IsOptional()
  @ValidateBy({ name: 'paymentDate', validator: { validate: (value) => parseDateInput(value) !== undefined, defaultMessage: () => 'Enter a valid payment date' } })
  paymentDate?: string;
}

export class PageQuery {
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

/** Which of the three copies of a goods invoice to print (docs/gst.md); the original when not given. */
export class InvoicePdfQuery {
  @IsOptional()
  @IsIn(INVOICE_COPIES, { message: `copy must be one of ${INVOICE_COPIES.join(', ')}` })
  copy?: InvoiceCopy;
}

/** limit and cursor come from PageQuery. */
export class ListInvoicesQuery extends PageQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;

  @IsOptional()
  @IsIn(INVOICE_LIST_STATUSES, { message: `status must be one of ${INVOICE_LIST_STATUSES.join(', ')}` })
  status?: string;

  @IsOptional()
  @IsUUID('all', { message: 'customerId must be a customer id' })
  customerId?: string;
}
