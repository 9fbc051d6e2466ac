import { PRODUCT_LIMITS, PRODUCT_TEXT_MAX, ProductMessages, type StockAdjustmentRequest, UNITS } from '@hisaab/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { OptionalText, Reads, Satisfies } from '../../../platform/http/dto-rules';
import { isBlank, PRODUCT_FIELD_READERS as read, type ProductForm } from '../domain/product';

const text = (maxLength: number) => JSONSchema({ type: 'string', maxLength, nullable: true });
/** Numbers may also come as text ('1,250.50', '₹ 99'), as a CSV cell would: the domain's readers take both. */
const rupees = JSONSchema({ type: 'number', minimum: 0, maximum: PRODUCT_LIMITS.maxPrice, description: 'rupees, at most 2 decimals' });
const wholeUnits = JSONSchema({ type: 'integer', minimum: 0, maximum: PRODUCT_LIMITS.maxStock });

/** A body of only `stockQuantity` is the Update Stock call (PUT), which needs no name. */
const isStockOnly = (form: ProductForm) => Object.entries(form).every(([key, value]) => key === 'stockQuantity' || value === undefined);

/**
 * The product form, or a CSV row (csv-import.service.ts checks each row with this class). Each
 * field's rule and message is a reader in domain/product.ts; defaults and the GST rate's legality
 * on today's date are resolveProduct's.
 */
export class ProductDto implements ProductForm {
  @Reads('name', read.name)
  @Satisfies('nameRequired', (name) => !isBlank(name), ProductMessages.nameRequired)
  @ValidateIf((form: ProductForm) => !isStockOnly(form))
  @JSONSchema({ type: 'string', minLength: 1, maxLength: PRODUCT_TEXT_MAX.name })
  name?: unknown;

  @Reads('description', read.description) @text(PRODUCT_TEXT_MAX.description) description?: unknown;
  @Reads('sku', read.sku) @text(PRODUCT_TEXT_MAX.sku) sku?: unknown;
  @Reads('category', read.category) @text(PRODUCT_TEXT_MAX.category) category?: unknown;
  @Reads('price', read.price) @rupees price?: unknown;
  @Reads('costPrice', read.costPrice) @rupees costPrice?: unknown;
  @Reads('stockQuantity', read.stockQuantity) @wholeUnits stockQuantity?: unknown;
  @Reads('lowStockThreshold', read.lowStockThreshold) @wholeUnits lowStockThreshold?: unknown;
  @Reads('unit', read.unit) @JSONSchema({ type: 'string', enum: [...UNITS] }) unit?: unknown;
  @Reads('hsnCode', read.hsnCode) @JSONSchema({ type: 'string', pattern: '^(\\d{4}|\\d{6}|\\d{8})$', nullable: true }) hsnCode?: unknown;
  @Reads('gstRate', read.gstRate) @JSONSchema({ type: 'number', minimum: 0, maximum: PRODUCT_LIMITS.maxGstRate }) gstRate?: unknown;
}

const quantityRule = { message: ProductMessages.stockQuantityAdjust };

/** POST /api/products/{id}/stock-adjustments: add or remove a quantity (atomic, floors at 0). */
export class StockAdjustmentDto implements StockAdjustmentRequest {
  @IsIn(['add', 'remove'], { message: 'Choose add or remove' })
  type: 'add' | 'remove';

  @Max(PRODUCT_LIMITS.maxStock, quantityRule)
  @Min(1, quantityRule)
  @IsInt(quantityRule)
  quantity: number;

  @OptionalText(PRODUCT_LIMITS.maxNote, `Note must be text of at most ${PRODUCT_LIMITS.maxNote} characters`)
  note?: string | null;
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
