import { PRODUCT_LIMITS, PRODUCT_TEXT_MAX, UNITS } from '@hisaab/contracts';
import { Type } from 'class-transformer';
import { Allow, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

const text = (maxLength: number) => JSONSchema({ type: 'string', maxLength, nullable: true });
/** Numbers may also come as text ('1,250.50', '₹ 99'), as a CSV cell would: the domain reads both. */
const rupees = JSONSchema({ type: 'number', minimum: 0, maximum: PRODUCT_LIMITS.maxPrice, description: 'rupees, at most 2 decimals' });
const wholeUnits = JSONSchema({ type: 'integer', minimum: 0, maximum: PRODUCT_LIMITS.maxStock });

/**
 * The product form (or only {stockQuantity}). Declared here for the whitelist; rules and the
 * spec's messages live in domain/product.ts, shared with the CSV import.
 */
export class ProductDto {
  @Allow() @JSONSchema({ type: 'string', minLength: 1, maxLength: PRODUCT_TEXT_MAX.name }) name?: unknown;
  @Allow() @text(PRODUCT_TEXT_MAX.description) description?: unknown;
  @Allow() @text(PRODUCT_TEXT_MAX.sku) sku?: unknown;
  @Allow() @text(PRODUCT_TEXT_MAX.category) category?: unknown;
  @Allow() @rupees price?: unknown;
  @Allow() @rupees costPrice?: unknown;
  @Allow() @wholeUnits stockQuantity?: unknown;
  @Allow() @wholeUnits lowStockThreshold?: unknown;
  @Allow() @JSONSchema({ type: 'string', enum: [...UNITS] }) unit?: unknown;
  @Allow() @JSONSchema({ type: 'string', pattern: '^(\\d{4}|\\d{6}|\\d{8})$', nullable: true }) hsnCode?: unknown;
  @Allow() @JSONSchema({ type: 'number', minimum: 0, maximum: PRODUCT_LIMITS.maxGstRate }) gstRate?: unknown;
}

/** POST /api/products/{id}/stock-adjustments: add or remove a quantity (atomic, floors at 0). */
export class StockAdjustmentDto {
  @Allow() @JSONSchema({ type: 'string', enum: ['add', 'remove'] }) type?: unknown;
  @Allow() @JSONSchema({ type: 'integer', minimum: 1, maximum: PRODUCT_LIMITS.maxStock }) quantity?: unknown;
  @Allow() @text(PRODUCT_LIMITS.maxNote) note?: unknown;
}

const limitMessage = (max: number) => `limit must be a whole number between 1 and ${max}`;

export class PageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: limitMessage(200) })
  @Min(1, { message: limitMessage(200) })
  @Max(200, { message: limitMessage(200) })
  limit?: number;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;
}

export class ListProductsQuery extends PageQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;
}

export class LowStockQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: limitMessage(500) })
  @Min(1, { message: limitMessage(500) })
  @Max(500, { message: limitMessage(500) })
  limit?: number;
}
