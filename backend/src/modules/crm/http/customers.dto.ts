import { Type } from 'class-transformer';
import { Allow, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/**
 * The customer form. Fields are declared here for the whitelist; their rules and the spec's
 * messages live in domain/customer.ts (one definition, unit-tested).
 */
export class CustomerDto {
  @Allow() name?: unknown;
  @Allow() email?: unknown;
  @Allow() phone?: unknown;
  @Allow() gstNumber?: unknown;
  @Allow() address?: unknown;
  @Allow() city?: unknown;
  @Allow() state?: unknown;
  @Allow() stateCode?: unknown;
  @Allow() pincode?: unknown;
  @Allow() sezUnit?: unknown;
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
