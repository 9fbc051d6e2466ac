/** Public API of the inventory module: products, the stock ledger, CSV import. */
import type { EntitySchema } from '@mikro-orm/core';
import { ProductSchema, StockDailyMovementSchema, StockMovementSchema } from './adapters/inventory.entities';

export { InventoryModule } from './inventory.module';
export { StockLedger } from './application/stock-ledger';
export type { PurchaseStockLine } from './application/stock-ledger';
export type { StockMovement } from './application/ports/inventory.repository';
export type { StockLine, StockReason } from './domain/stock';

export const inventoryEntities: EntitySchema[] = [ProductSchema as EntitySchema, StockMovementSchema as EntitySchema, StockDailyMovementSchema as EntitySchema];
