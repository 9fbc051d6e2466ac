import { PURCHASE_LIMITS, PurchaseMessages, UNITS, type PurchaseBillRequest, type PurchaseLineRequest, type Unit } from '@hisaab/contracts';
import { isValidHsn, normalizeGstin, parsePlaceOfSupply, validateGstin } from '@hisaab/gst';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { blankToUndefined, CalendarDate, IsDecimal, NestedEach, numeric, OptionalText, Satisfies, trim } from '../../../platform/http/dto-rules';
import { PeriodPageQuery } from './expenses.dto';

/** Rule 46 numbers: at most 16 letters, digits, / and - (kept as printed; compared in any case). */
const BILL_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;

const lowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value);

/** One line of the bill: picked from inventory (productId: its stock comes in) or typed. */
export class PurchaseLineDto implements PurchaseLineRequest {
  @IsOptional()
  @Transform((args) => lowerCase({ value: blankToUndefined(args) }))
  @IsUUID('all', { message: PurchaseMessages.productNotFound })
  productId?: string;

  @Transform(trim)
  @MaxLength(PURCHASE_LIMITS.productName, { message: PurchaseMessages.productNameTooLong })
  @Satisfies('productName', (v) => v.length > 0, PurchaseMessages.productName)
  @JSONSchema({ type: 'string', minLength: 1, maxLength: PURCHASE_LIMITS.productName })
  productName: string;

  @Transform(trim)
  @Satisfies('hsn', isValidHsn, PurchaseMessages.hsn)
  @Satisfies('hsnRequired', (v) => v.length > 0, PurchaseMessages.hsnRequired)
  @JSONSchema({ type: 'string', pattern: '^(\\d{4}|\\d{6}|\\d{8})$' })
  hsn: string;

  @Transform(numeric)
  @Max(PURCHASE_LIMITS.maxQuantity, { message: PurchaseMessages.quantityTooLarge })
  @Min(0.001, { message: PurchaseMessages.quantity })
  @IsDecimal(3, { message: PurchaseMessages.quantityDecimals })
  quantity: number;

  @IsIn(UNITS, { message: PurchaseMessages.unit })
  unit: Unit;

  @Transform(numeric)
  @Max(PURCHASE_LIMITS.maxRate, { message: PurchaseMessages.rateTooLarge })
  @Min(0.0001, { message: PurchaseMessages.rate })
  @IsDecimal(4, { message: PurchaseMessages.rateDecimals })
  rate: number;

  /** Legal on the bill date: checked by the domain with the date. */
  @Transform(numeric)
  @Max(50, { message: PurchaseMessages.gstRate })
  @Min(0, { message: PurchaseMessages.gstRate })
  @IsDecimal(2, { message: PurchaseMessages.gstRate })
  gstRate: number;

  @IsOptional()
  @Transform(numeric)
  @Max(PURCHASE_LIMITS.maxCessRate, { message: PurchaseMessages.cessRate })
  @Min(0, { message: PurchaseMessages.cessRate })
  @IsDecimal(2, { message: PurchaseMessages.cessRate })
  cessRate?: number;
}

/** POST /api/purchases: the supplier's bill as printed; every amount is computed by the server. */
export class PurchaseBillDto implements PurchaseBillRequest {
  @Transform(trim)
  @MaxLength(PURCHASE_LIMITS.supplierName, { message: PurchaseMessages.supplierNameTooLong })
  @Satisfies('supplierName', (v) => v.length > 0, PurchaseMessages.supplierName)
  @JSONSchema({ type: 'string', minLength: 1, maxLength: PURCHASE_LIMITS.supplierName })
  supplierName: string;

  @IsOptional()
  @Transform((args) => {
    const value = blankToUndefined(args);
    return typeof value === 'string' ? normalizeGstin(value) : value;
  })
  @Satisfies('gstin', (v) => validateGstin(v).valid, PurchaseMessages.supplierGstin)
  @JSONSchema({ type: 'string', pattern: '^[0-9]{2}[0-9A-Z]{13}$' })
  supplierGstin?: string;

  @Transform(trim)
  @Satisfies('billNumber', (v) => BILL_NUMBER.test(v), PurchaseMessages.billNumberFormat)
  @Satisfies('billNumberRequired', (v) => v.length > 0, PurchaseMessages.billNumber)
  @JSONSchema({ type: 'string', pattern: BILL_NUMBER.source })
  billNumber: string;

  @CalendarDate(PurchaseMessages.billDate, PurchaseMessages.dateFormat)
  @JSONSchema({ type: 'string', format: 'date' })
  billDate: string;

  /** '33', 'Tamil Nadu (33)' or 'Tamil Nadu'; stored as the code. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (parsePlaceOfSupply(value) ?? value) : value))
  @Satisfies('placeOfSupply', (v) => parsePlaceOfSupply(v) === v, PurchaseMessages.placeOfSupply)
  @JSONSchema({ type: 'string' })
  placeOfSupply: string;

  @NestedEach(() => PurchaseLineDto)
  @ArrayMaxSize(PURCHASE_LIMITS.maxItems, { message: PurchaseMessages.tooManyItems })
  @ArrayMinSize(1, { message: PurchaseMessages.items })
  @IsArray({ message: PurchaseMessages.items })
  items: PurchaseLineDto[];

  @IsBoolean({ message: PurchaseMessages.itcEligible })
  itcEligible: boolean;

  @OptionalText(PURCHASE_LIMITS.notes, PurchaseMessages.notes)
  notes?: string;
}

export class ListPurchasesQuery extends PeriodPageQuery {
  @IsOptional()
  @IsString()
  @MaxLength(PURCHASE_LIMITS.search, { message: `Search must be at most ${PURCHASE_LIMITS.search} characters` })
  search?: string;
}
