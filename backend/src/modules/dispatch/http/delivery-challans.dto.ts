import {
  CHALLAN_LIMITS,
  CHALLAN_PURPOSES,
  CHALLAN_STATUSES,
  ChallanMessages,
  TRANSPORT_MODES,
  UNITS,
  type ChallanPurpose,
  type ChallanStatus,
  type ChallanStatusRequest,
  type DeliveryChallanLineRequest,
  type DeliveryChallanRequest,
  type ReturnedItemRequest,
  type TransportMode,
} from '@hisaab/contracts';
import { calendarDate, isValidHsn, isValidMobile, normalizeMobile, stateByCode } from '@hisaab/gst';
import { Transform, Type } from 'class-transformer';
import { Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CHALLAN_COPIES, type ChallanCopy } from '../application/challan-document';
import { blankToUndefined, IsDecimal, NestedEach, normalizedText, numeric, OptionalText, Satisfies, trim } from '../../../platform/http/dto-rules';

/** 'YYYY-MM-DD' naming a day that exists. */
function isCalendarDate(value: string): boolean {
  try {
    return calendarDate(value) === value;
  } catch {
    return false;
  }
}

/** 'tn 01 ab 1234', 'TN-01-AB-1234' → 'TN01AB1234'. */
const vehicleNumber = normalizedText((value) => value.toUpperCase().replace(/[\s-]/g, ''));

const CalendarDate = (message: string) => Satisfies('date', isCalendarDate, message);

/** One line of the create dialog: picked from inventory (productId) or typed. */
export class DeliveryChallanLineDto implements DeliveryChallanLineRequest {
  @IsOptional()
  @Transform(blankToUndefined)
  @IsUUID('all', { message: ChallanMessages.productNotFound })
  productId?: string;

  @Transform(trim)
  @MaxLength(CHALLAN_LIMITS.productName, { message: ChallanMessages.productNameTooLong })
  @Satisfies('productName', (v) => v.length > 0, ChallanMessages.productName)
  productName: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Satisfies('hsn', isValidHsn, ChallanMessages.hsn)
  hsn?: string;

  @Transform(numeric)
  @Max(CHALLAN_LIMITS.maxQuantity, { message: ChallanMessages.quantityTooLarge })
  @Min(1, { message: ChallanMessages.quantity })
  @IsDecimal(3, { message: ChallanMessages.quantityDecimals })
  quantity: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(UNITS, { message: ChallanMessages.unit })
  unit?: string;

  @Transform(numeric)
  @Max(CHALLAN_LIMITS.maxRate, { message: ChallanMessages.rateTooLarge })
  @Min(0, { message: ChallanMessages.rate })
  @IsDecimal(4, { message: ChallanMessages.rateDecimals })
  rate: number;

  @IsOptional()
  @Transform(numeric)
  @Max(50, { message: ChallanMessages.gstRate })
  @Min(0, { message: ChallanMessages.gstRate })
  @IsDecimal(2, { message: ChallanMessages.gstRate })
  gstRate?: number;

  /** The client's quantity × rate: the server computes its own. */
  @Allow() @JSONSchema({ type: 'number', description: 'accepted and ignored: the server computes every amount' }) amount?: number;
}

/** The create dialog (spec part 2 §5 "Delivery challan"). */
export class DeliveryChallanDto implements DeliveryChallanRequest {
  @IsUUID('all', { message: ChallanMessages.customer })
  customerId: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @CalendarDate(ChallanMessages.dateFormat)
  challanDate?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @CalendarDate(ChallanMessages.dateFormat)
  deliveryDate?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(CHALLAN_PURPOSES, { message: ChallanMessages.purpose })
  purpose?: ChallanPurpose;

  @IsOptional()
  @Transform(blankToUndefined)
  @Satisfies('placeOfSupply', (code) => /^\d{2}$/.test(code) && !!stateByCode(code) && !stateByCode(code)?.retired, ChallanMessages.placeOfSupply)
  placeOfSupply?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(TRANSPORT_MODES, { message: ChallanMessages.transportMode })
  transportMode?: TransportMode;

  @IsOptional()
  @Transform(vehicleNumber)
  @Satisfies('vehicleNumber', (v) => /^[A-Z0-9]{4,12}$/.test(v), ChallanMessages.vehicleNumber)
  @JSONSchema({ type: 'string', nullable: true, maxLength: CHALLAN_LIMITS.vehicleNumber })
  vehicleNumber?: string;

  @OptionalText(CHALLAN_LIMITS.driverName, ChallanMessages.driverName) driverName?: string;

  /** '+91 98765-43210' and '09876543210' are kept as 9876543210. */
  @IsOptional()
  @Transform(normalizedText(normalizeMobile))
  @Satisfies('phone', isValidMobile, ChallanMessages.driverPhone)
  @JSONSchema({ type: 'string', nullable: true, maxLength: 20 })
  driverPhone?: string;

  @OptionalText(CHALLAN_LIMITS.notes, ChallanMessages.notes) notes?: string;

  @NestedEach(() => DeliveryChallanLineDto)
  // The spec's rule: the first item needs a product name.
  @ValidateBy({ name: 'firstItemNamed', validator: { validate: (items: unknown[]) => firstItemNamed(items), defaultMessage: () => ChallanMessages.items } })
  @ArrayMaxSize(CHALLAN_LIMITS.maxItems, { message: ChallanMessages.tooManyItems })
  @ArrayMinSize(1, { message: ChallanMessages.items })
  @IsArray({ message: ChallanMessages.items })
  items: DeliveryChallanLineDto[];
}

function firstItemNamed(items: unknown[]): boolean {
  const first = Array.isArray(items) ? (items[0] as { productName?: unknown } | undefined) : undefined;
  return typeof first?.productName === 'string' && first.productName.trim().length > 0;
}

export class ReturnedItemDto implements ReturnedItemRequest {
  @IsUUID('all', { message: ChallanMessages.returnedItem })
  itemId: string;

  @Transform(numeric)
  @Max(CHALLAN_LIMITS.maxQuantity, { message: ChallanMessages.quantityTooLarge })
  @Min(0, { message: 'Returned quantity cannot be negative' })
  @IsDecimal(3, { message: 'Returned quantity must be a number with at most 3 decimals' })
  quantity: number;
}

/** The row menu's moves; partially_returned carries what came back. */
export class ChallanStatusDto implements ChallanStatusRequest {
  @IsIn(CHALLAN_STATUSES, { message: ChallanMessages.status })
  status: ChallanStatus;

  @IsOptional()
  @NestedEach(() => ReturnedItemDto)
  @ArrayMaxSize(CHALLAN_LIMITS.maxItems, { message: ChallanMessages.tooManyItems })
  @IsArray({ message: ChallanMessages.returnedItems })
  returnedItems?: ReturnedItemDto[];
}

export class ListChallansQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;

  @IsOptional()
  @IsIn(CHALLAN_STATUSES, { message: `status must be one of ${CHALLAN_STATUSES.join(', ')}` })
  status?: ChallanStatus;

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

/** Which copy of the triplicate to print; all three, one a page, when not given. */
export class ChallanPdfQuery {
  @IsOptional()
  @IsIn(CHALLAN_COPIES, { message: `copy must be one of ${CHALLAN_COPIES.join(', ')}` })
  copy?: ChallanCopy;
}
