import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { ReportType } from '@hisaab/contracts';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { Answer, Responds } from '../../../platform/http/responds';
import type { AuthContext } from '../../../shared/tenant';
import type { ReportRange } from '../domain/periods';
import { CustomersReport } from '../application/customers.report';
import { GstReport } from '../application/gst.report';
import { InventoryReport } from '../application/inventory.report';
import { ProfitLossReport } from '../application/profit-loss.report';
import { ReportsService } from '../application/reports.service';
import { SalesReport } from '../application/sales.report';
import { ReportQuery } from './reports.dto';

/** GET /api/dashboard/metrics — figures of the signed-in business, in rupees. */
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly reports: ReportsService) {}

  @Get('metrics')
  @Responds(200, Answer.of('DashboardMetricsResponse'))
  metrics(@CurrentUser() auth: AuthContext) {
    return this.reports.dashboardMetrics(auth);
  }
}

const CSV_NOTE = 'JSON (no format, or format=json); ?format=csv answers a text/csv file (UTF-8 with a BOM)';

interface Renders<Json> {
  json: (range: ReportRange) => Promise<Json>;
  csv: (range: ReportRange) => Promise<string> | AsyncIterable<string>;
}

/** GET /api/reports/{type} for the five reports of the signed-in business: JSON, or `?format=csv` as '{type}-report-{date}.csv'. */
@Controller('reports')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly profitLoss: ProfitLossReport,
    private readonly gst: GstReport,
    private readonly sales: SalesReport,
    private readonly customers: CustomersReport,
    private readonly inventory: InventoryReport,
  ) {}

  @Get('profit-loss')
  @Responds(200, Answer.of('ProfitLossReportResponse'), CSV_NOTE)
  profitLossReport(@CurrentUser() auth: AuthContext, @Query() query: ReportQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer('profit-loss', query, reply, { json: (r) => this.profitLoss.json(auth, r), csv: (r) => this.profitLoss.csv(auth, r) });
  }

  @Get('gst')
  @Responds(200, Answer.of('GstReportResponse'), CSV_NOTE)
  gstReport(@CurrentUser() auth: AuthContext, @Query() query: ReportQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer('gst', query, reply, { json: (r) => this.gst.json(auth, r), csv: (r) => this.gst.csv(auth, r) });
  }

  /** The CSV is the invoice register: every issued invoice of the period. */
  @Get('sales')
  @Responds(200, Answer.of('SalesReportResponse'), CSV_NOTE)
  salesReport(@CurrentUser() auth: AuthContext, @Query() query: ReportQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer('sales', query, reply, { json: (r) => this.sales.json(auth, r), csv: (r) => this.sales.csv(auth, r) });
  }

  @Get('customers')
  @Responds(200, Answer.of('CustomersReportResponse'), CSV_NOTE)
  customersReport(@CurrentUser() auth: AuthContext, @Query() query: ReportQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer('customers', query, reply, { json: (r) => this.customers.json(auth, r), csv: (r) => this.customers.csv(auth, r) });
  }

  @Get('inventory')
  @Responds(200, Answer.of('InventoryReportResponse'), CSV_NOTE)
  inventoryReport(@CurrentUser() auth: AuthContext, @Query() query: ReportQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer('inventory', query, reply, { json: (r) => this.inventory.json(auth, r), csv: (r) => this.inventory.csv(auth, r) });
  }

  private async answer<Json>(type: ReportType, query: ReportQuery, reply: FastifyReply, render: Renders<Json>): Promise<Json | StreamableFile> {
    const range = this.reports.range(query.from, query.to);
    if (query.format !== 'csv') return render.json(range);
    const csv = render.csv(range);
    const body = typeof (csv as Promise<string>).then === 'function' ? Readable.from([await (csv as Promise<string>)]) : Readable.from(csv as AsyncIterable<string>);
    reply.header('Cache-Control', 'no-store');
    return new StreamableFile(body, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${this.reports.csvFileName(type)}"` });
  }
}
