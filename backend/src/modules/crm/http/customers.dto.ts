import { CUSTOMER_TEXT_MAX, CustomerMessages, type CustomerSaveRequest, EMAIL_PATTERN } from '@hisaab/contracts';
import { isValidMobile, isValidPincode, normalizeGstin, normalizeMobile, stateByCode, validateGstin } from '@hisaab/gst';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { blankToNull, normalizedText, OptionalText, Satisfies } from '../../../platform/http/dto-rules';

/** Optional text with the spec's "at most N characters" message. */
const Text = (label: string, max: number) => OptionalText(max, CustomerMessages.text(label, max));

/** A state code may come as 7 or '07'. */
const twoDigitCode = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value).padStart(2, '0') : blankToNull({ value }));

/** The customer form (docs/spec/part-1.md §5): a PUT replaces every field, so a field left out is emptied. */
export class CustomerDto implements CustomerSaveRequest {
  @Transform(blankToNull)
  @MaxLength(CUSTOMER_TEXT_MAX.name, { message: CustomerMessages.text('Name', CUSTOMER_TEXT_MAX.name) })
  @MinLength(1, { message: CustomerMessages.nameRequired })
  @IsString({ message: CustomerMessages.nameRequired })
  @JSONSchema({ type: 'string', minLength: 1 })
  name: string;

  @Matches(EMAIL_PATTERN, { message: CustomerMessages.email })
  @Text('Email', CUSTOMER_TEXT_MAX.email)
  email?: string | null;

  /** '+91 98765-43210' and '09876543210' are kept as 9876543210. */
  @IsOptional()
  @Transform(normalizedText(normalizeMobile))
  @Satisfies('phone', isValidMobile, CustomerMessages.phone)
  @JSONSchema({ type: 'string', nullable: true, maxLength: CUSTOMER_TEXT_MAX.phone })
  phone?: string | null;

  @IsOptional()
  @Transform(normalizedText(normalizeGstin))
  @Satisfies('gstin', (gstin) => validateGstin(gstin).valid, CustomerMessages.gstin)
  @JSONSchema({ type: 'string', nullable: true, maxLength: CUSTOMER_TEXT_MAX.gstNumber })
  gstNumber?: string | null;

  @Text('Address', CUSTOMER_TEXT_MAX.address) address?: string | null;
  @Text('City', CUSTOMER_TEXT_MAX.city) city?: string | null;
  /** A name ('Tamil Nadu', 'tamil nadu (33)') or free text; the state code is derived from it when it names a state. */
  @Text('State', CUSTOMER_TEXT_MAX.state) state?: string | null;

  @IsOptional()
  @Transform(twoDigitCode)
  @Satisfies('stateCode', (code) => !!stateByCode(code) && !stateByCode(code)?.retired, CustomerMessages.stateCode)
  @JSONSchema({ type: 'string', pattern: '^\\d{2}$', nullable: true })
  stateCode?: string | null;

  @Satisfies('pincode', isValidPincode, CustomerMessages.pincode)
  @Text('PIN code', CUSTOMER_TEXT_MAX.pincode)
  pincode?: string | null;

  @IsOptional()
  @IsBoolean({ message: CustomerMessages.sezUnit })
  sezUnit?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'confirmDuplicateGstin must be true or false' })
  confirmDuplicateGstin?: boolean;
}

export class ListCustomersQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number between 1 and 200' })
  @Min(1, { message: 'limit must be a whole number between 1 and 200' })
  @Max(200, { message: 'limit must be a whole number between 1 and 200' })
  limit?: number;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;
}
