import { Module } from '@nestjs/common';
import { MikroOrmReportQueries } from './adapters/mikro-orm-report-queries';
import { ReportQueries } from './application/ports/report-queries';
import { ReportsService } from './application/reports.service';
import { DashboardController, ReportsController } from './http/reports.controller';

/** Read models: dashboard metrics and reports, computed in SQL from billing's tables. */
@Module({
  controllers: [DashboardController, ReportsController],
  providers: [ReportsService, { provide: ReportQueries, useClass: MikroOrmReportQueries }],
})
export class ReportsModule {}
