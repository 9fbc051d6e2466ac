import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { fileReply } from '../../../platform/http/pdf-reply';
import { Answer, Responds } from '../../../platform/http/responds';
import type { AuthContext } from '../../../shared/tenant';
import { zipBuffer } from '../../../shared/zip';
import { GstReturnsService } from '../application/gst-returns.service';
import { Gstr1DownloadQuery, ReturnPeriodQuery } from './returns.dto';

/** /api/gst — GST returns of the signed-in business for a return period (monthly or quarterly by its filing frequency). */
@Controller('gst')
export class GstReturnsController {
  constructor(private readonly returns: GstReturnsService) {}

  @Get('periods')
  @Responds(200, Answer.of('GstReturnPeriodsResponse'))
  periods(@CurrentUser() auth: AuthContext) {
    return this.returns.periods(auth);
  }

  /** Each section's count and totals, and what to fix before the file can be downloaded. */
  @Get('gstr1/summary')
  @Responds(200, Answer.of('Gstr1SummaryResponse'))
  gstr1Summary(@CurrentUser() auth: AuthContext, @Query() query: ReturnPeriodQuery) {
    return this.returns.gstr1Summary(auth, query.period);
  }

  /**
   * The GST offline tool's JSON as a file (`?format=csv`: a ZIP of one CSV per section); 422
   * GST_RETURN_NEEDS_FIXES with `details.problems` when a document must be fixed first.
   */
  @Get('gstr1')
  @Responds(200, { type: 'object', description: 'GSTR-1 in the offline tool format (libs/gst/schemas/gstr1.schema.json), as an attachment; ?format=csv answers application/zip' }, 'The file')
  async gstr1(@CurrentUser() auth: AuthContext, @Query() query: Gstr1DownloadQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    if (query.format === 'csv') {
      const { fileName, sheets } = await this.returns.gstr1Csv(auth, query.period);
      return fileReply({ filename: `${fileName}.zip`, content: await zipBuffer(sheets), type: 'application/zip' }, 'attachment', reply);
    }
    const { fileName, gstr1 } = await this.returns.gstr1(auth, query.period);
    return fileReply({ filename: `${fileName}.json`, content: Buffer.from(JSON.stringify(gstr1)), type: 'application/json; charset=utf-8' }, 'attachment', reply);
  }

  /** Tables 3.1, 3.2 and 4 in the portal's JSON, with whether input tax is recorded. */
  @Get('gstr3b')
  @Responds(200, Answer.of('Gstr3bResponse'))
  gstr3b(@CurrentUser() auth: AuthContext, @Query() query: ReturnPeriodQuery) {
    return this.returns.gstr3b(auth, query.period);
  }
}
