import { REPORT_FORMATS, ReportMessages, type ReportFormat } from '@hisaab/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { CalendarDate } from '../../../platform/http/dto-rules';

/** `?from=&to=` (both days inclusive; the current financial year when absent) and `?format=csv|json`. */
export class ReportQuery {
  @IsOptional()
  @IsIn(REPORT_FORMATS, { message: ReportMessages.format })
  format?: ReportFormat;

  /** First day, 'YYYY-MM-DD'. */
  @IsOptional()
  @CalendarDate(ReportMessages.invalidDate, ReportMessages.invalidDate)
  from?: string;

  /** Last day, inclusive, 'YYYY-MM-DD'. */
  @IsOptional()
  @CalendarDate(ReportMessages.invalidDate, ReportMessages.invalidDate)
  to?: string;
}
