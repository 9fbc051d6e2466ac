import { Module } from '@nestjs/common';
import { MikroOrmInventoryRepository } from './adapters/mikro-orm-inventory.repository';
import { CsvImportService } from './application/csv-import.service';
import { InventoryRepository } from './application/ports/inventory.repository';
import { ProductsService } from './application/products.service';
import { StockLedger } from './application/stock-ledger';
import { ProductsController } from './http/products.controller';

@Module({
  controllers: [ProductsController],
  providers: [
    ProductsService,
    CsvImportService,
    StockLedger,
    { provide: InventoryRepository, useClass: MikroOrmInventoryRepository },
  ],
  exports: [StockLedger],
})
export class InventoryModule {}
