import { Module } from '@nestjs/common';
import { PurchasesModule } from '../purchases';
import { MikroOrmReportQueries } from './adapters/mikro-orm-report-queries';
import { PurchasesMoneyOut } from './adapters/partner-modules';
import { SqlCustomerFigures } from './adapters/sql-customer-figures';
import { SqlInventoryFigures } from './adapters/sql-inventory-figures';
import { SqlSalesFigures } from './adapters/sql-sales-figures';
import { SqlTaxFigures } from './adapters/sql-tax-figures';
import { CustomersReport } from './application/customers.report';
import { GstReport } from './application/gst.report';
import { InventoryReport } from './application/inventory.report';
import { CustomerFigures } from './application/ports/customer-figures';
import { InventoryFigures } from './application/ports/inventory-figures';
import { MoneyOut } from './application/ports/money-out';
import { ReportQueries } from './application/ports/report-queries';
import { SalesFigures } from './application/ports/sales-figures';
import { TaxFigures } from './application/ports/tax-figures';
import { ProfitLossReport } from './application/profit-loss.report';
import { ReportsService } from './application/reports.service';
import { SalesReport } from './application/sales.report';
import { DashboardController, ReportsController } from './http/reports.controller';

/** Read models: the dashboard and the five reports, computed in SQL from billing's and inventory's tables and purchases' figures. */
@Module({
  imports: [PurchasesModule],
  controllers: [DashboardController, ReportsController],
  providers: [
    ReportsService,
    ProfitLossReport,
    GstReport,
    SalesReport,
    CustomersReport,
    InventoryReport,
    { provide: ReportQueries, useClass: MikroOrmReportQueries },
    { provide: SalesFigures, useClass: SqlSalesFigures },
    { provide: TaxFigures, useClass: SqlTaxFigures },
    { provide: CustomerFigures, useClass: SqlCustomerFigures },
    { provide: InventoryFigures, useClass: SqlInventoryFigures },
    { provide: MoneyOut, useClass: PurchasesMoneyOut },
  ],
})
export class ReportsModule {}
