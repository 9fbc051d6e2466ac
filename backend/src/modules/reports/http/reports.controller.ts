import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import { ReportsService } from '../application/reports.service';
import { Answer, Responds } from '../../../platform/http/responds';

export class SalesReportQuery {
  @IsOptional()
  @IsIn(['csv', 'json'], { message: 'format must be csv or json' })
  format?: string;

  /** First day, 'YYYY-MM-DD' (default: start of the current financial year). */
  @IsOptional() @IsString() from?: string;

  /** Last day, inclusive (default: end of the current financial year). */
  @IsOptional() @IsString() to?: string;
}

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

@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  /** Issued invoices in the period: `?format=csv` streams a CSV file, otherwise a JSON summary. */
  @Get('sales')
  @Responds(200, Answer.of('SalesReportResponse'), 'JSON (no format); ?format=csv answers a text/csv file')
  async sales(@CurrentUser() auth: AuthContext, @Query() query: SalesReportQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const range = this.reports.salesRange(query.from, query.to);
    if (query.format !== 'csv') return this.reports.salesSummary(auth, range);
    reply.header('Cache-Control', 'no-store');
    return new StreamableFile(Readable.from(this.reports.salesCsv(auth, range)), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${this.reports.csvFileName()}"`,
    });
  }
}
