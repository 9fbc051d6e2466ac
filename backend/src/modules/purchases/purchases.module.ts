import { Module } from '@nestjs/common';
import { InventoryModule } from '../inventory';
import { SettingsModule } from '../settings';
import { MikroOrmExpenseRepository } from './adapters/mikro-orm-expense.repository';
import { MikroOrmPurchaseRepository } from './adapters/mikro-orm-purchase.repository';
import { InventoryPurchaseStock, SettingsTaxStandings } from './adapters/partner-modules';
import { SqlMoneyOutFigures } from './adapters/sql-money-out-figures';
import { ExpenseReceiptsService } from './application/expense-receipts.service';
import { ExpensesService } from './application/expenses.service';
import { MoneyOutReports } from './application/money-out-reports';
import { ExpenseRepository } from './application/ports/expense.repository';
import { MoneyOutFigures } from './application/ports/money-out-figures';
import { PurchaseStock, TaxStandings } from './application/ports/partners';
import { PurchaseRepository } from './application/ports/purchase.repository';
import { PurchasesService } from './application/purchases.service';
import { ExpensesController } from './http/expenses.controller';
import { PurchasesController } from './http/purchases.controller';

@Module({
  imports: [SettingsModule, InventoryModule],
  controllers: [ExpensesController, PurchasesController],
  providers: [
    ExpensesService,
    ExpenseReceiptsService,
    PurchasesService,
    MoneyOutReports,
    { provide: ExpenseRepository, useClass: MikroOrmExpenseRepository },
    { provide: PurchaseRepository, useClass: MikroOrmPurchaseRepository },
    { provide: MoneyOutFigures, useClass: SqlMoneyOutFigures },
    { provide: TaxStandings, useClass: SettingsTaxStandings },
    { provide: PurchaseStock, useClass: InventoryPurchaseStock },
  ],
  exports: [MoneyOutReports],
})
export class PurchasesModule {}
