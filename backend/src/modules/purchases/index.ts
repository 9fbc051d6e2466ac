/** Public API of the purchases module: money out (expenses with receipts, purchase bills) and its figures for reports. */
import type { EntitySchema } from '@mikro-orm/core';
import { purchasesEntities as schemas } from './adapters/purchases.entities';

export { PurchasesModule } from './purchases.module';
export { MoneyOutReports } from './application/money-out-reports';
export type { DateRange, ExpenseCategoryRow, InputTaxRow, PurchaseMonthRow, PurchaseRegisterRow } from './application/ports/money-out-figures';
export type { PurchasesErrorCode } from './domain/purchases-errors';

export const purchasesEntities: EntitySchema[] = schemas as EntitySchema[];
