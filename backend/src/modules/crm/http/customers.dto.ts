import { Type } from 'class-transformer';
import { CUSTOMER_TEXT_MAX } from '@hisaab/contracts';
import { Allow, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

const text = (maxLength: number) => JSONSchema({ type: 'string', maxLength, nullable: true });

/**
 * The customer form. Fields are declared here for the whitelist; their rules and the spec's
 * messages live in domain/customer.ts (one definition, unit-tested).
 */
export class CustomerDto {
  @Allow() @JSONSchema({ type: 'string', minLength: 1, maxLength: CUSTOMER_TEXT_MAX.name }) name?: unknown;
  @Allow() @text(CUSTOMER_TEXT_MAX.email) email?: unknown;
  @Allow() @text(CUSTOMER_TEXT_MAX.phone) phone?: unknown;
  @Allow() @text(CUSTOMER_TEXT_MAX.gstNumber) gstNumber?: unknown;
  @Allow() @text(CUSTOMER_TEXT_MAX.address) address?: unknown;
  @Allow() @text(CUSTOMER_TEXT_MAX.city) city?: unknown;
  @Allow() @text(CUSTOMER_TEXT_MAX.state) state?: unknown;
  @Allow() @JSONSchema({ type: 'string', pattern: '^\\d{2}$', nullable: true }) stateCode?: unknown;
  @Allow() @text(CUSTOMER_TEXT_MAX.pincode) pincode?: unknown;
  @Allow() @JSONSchema({ type: 'boolean' }) sezUnit?: unknown;
  @Allow() @JSONSchema({ type: 'boolean' }) confirmDuplicateGstin?: unknown;
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
