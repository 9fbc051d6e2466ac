import { ProductMessages } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';

/** Every failure of the inventory module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export type InventoryErrorCode =
  | 'PRODUCT_NOT_FOUND'
  | 'PRODUCT_NAME_TAKEN'
  | 'INSUFFICIENT_STOCK'
  | 'STOCK_QUANTITY_NOT_WHOLE'
  | 'STOCK_ALREADY_TAKEN'
  | 'CSV_INVALID_FILE'
  | 'CSV_INVALID_ROWS'
  | 'CSV_TOO_LARGE'
  | 'VALIDATION_FAILED';

type Kind = 'validation' | 'conflict' | 'not_found';
const failure = (code: InventoryErrorCode, message: string, kind: Kind, details?: Record<string, unknown>) => new DomainError(code, message, kind, details);

export const INVALID_CSV_MESSAGE = 'Please select a valid CSV file';

export const productNameTakenMessage = (name: string) => `A product named "${name}" already exists`;

/** A product named on a stock line, with what it has and what was asked. */
export interface ShortProduct {
  productId: string;
  name: string;
  available: number;
  requested: number;
}

export const InventoryErrors = {
  productNotFound: () => DomainError.notFound('Product', 'PRODUCT_NOT_FOUND' satisfies InventoryErrorCode),
  /** Stock lines naming products that are not the business's. */
  productsNotFound: (productIds: string[]) => failure('PRODUCT_NOT_FOUND', ProductMessages.productNotFound, 'not_found', { productIds }),
  /** Names are unique per business, ignoring case. Without a name: one of several written together (a CSV import that lost a race). */
  nameTaken: (name?: string) => {
    const message = name ? productNameTakenMessage(name) : 'A product with one of these names already exists';
    return failure('PRODUCT_NAME_TAKEN', message, 'conflict', { fields: { name: message } });
  },
  insufficientStock: (products: ShortProduct[]) =>
    failure(
      'INSUFFICIENT_STOCK',
      `Not enough stock: ${products.map((p) => `${p.name} (available ${p.available}, requested ${p.requested})`).join('; ')}`,
      'conflict',
      { products },
    ),
  quantityNotWhole: (products: { productId: string; name: string | null; quantity: number }[]) =>
    failure(
      'STOCK_QUANTITY_NOT_WHOLE',
      `Products tracked in stock are counted in whole units: ${products.map((p) => `${p.name ?? p.productId} (${p.quantity})`).join(', ')}. Use a whole quantity or remove the product link from the line.`,
      'validation',
      { products },
    ),
  stockAlreadyTaken: (referenceType: string) => failure('STOCK_ALREADY_TAKEN', `Stock for this ${referenceType} has already been taken out`, 'conflict'),
  invalidCsv: (reason: string) => failure('CSV_INVALID_FILE', INVALID_CSV_MESSAGE, 'validation', { reason }),
  invalidCsvRows: (rows: unknown[], badRowCount: number) =>
    failure(
      'CSV_INVALID_ROWS',
      `${badRowCount} ${badRowCount === 1 ? 'row has' : 'rows have'} errors. Nothing was imported; correct the file and import it again.`,
      'validation',
      { rows, badRowCount },
    ),
  csvTooLarge: (maxBytes: number) => failure('CSV_TOO_LARGE', `The CSV file must be at most ${maxBytes / (1024 * 1024)} MB`, 'validation', { maxBytes }),
  invalid: (fields: Record<string, string>) => DomainError.validation(fields, Object.values(fields)[0]),
};
