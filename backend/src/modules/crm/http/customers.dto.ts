import { CUSTOMER_TEXT_MAX, CustomerMessages, type CustomerSaveRequest } from '@hisaab/contracts';
import { isValidPincode, stateByCode } from '@hisaab/gst';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { blankToNull, Satisfies } from '../../../platform/http/dto-rules';
import { EmailField, GstinField, NameField, PhoneField, TextField as Text } from './customer-field-rules';

/** A state code may come as 7 or '07'. */
const twoDigitCode = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value).padStart(2, '0') : blankToNull({ value }));

/** The customer form (docs/spec/part-1.md §5): a PUT replaces every field, so a field left out is emptied. */
export class CustomerDto implements CustomerSaveRequest {
  @NameField() name: string;
  @EmailField() email?: string | null;
  @PhoneField() phone?: string | null;
  @GstinField() gstNumber?: string | null;

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
