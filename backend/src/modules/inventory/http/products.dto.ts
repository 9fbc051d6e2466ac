import { Type } from 'class-transformer';
import { Allow, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/**
 * The product form (or only {stockQuantity}). Declared here for the whitelist; rules and the
 * spec's messages live in domain/product.ts, shared with the CSV import.
 */
export class ProductDto {
  @Allow() name?: unknown;
  @Allow() description?: unknown;
  @Allow() sku?: unknown;
  @Allow() category?: unknown;
  @Allow() price?: unknown;
  @Allow() costPrice?: unknown;
  @Allow() stockQuantity?: unknown;
  @Allow() lowStockThreshold?: unknown;
  @Allow() unit?: unknown;
  @Allow() hsnCode?: unknown;
  @Allow() gstRate?: unknown;
}

/** POST /api/products/{id}/stock-adjustments: add or remove a quantity (atomic, floors at 0). */
export class StockAdjustmentDto {
  @Allow() type?: unknown;
  @Allow() quantity?: unknown;
  @Allow() note?: unknown;
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
