import { Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OpenWithoutSubscription } from '../../../platform/auth/access.decorator';
import { CurrentUser, Public } from '../../../platform/auth/public.decorator';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import { RateLimit } from '../../../platform/http/rate-limit';
import { Answer, Responds } from '../../../platform/http/responds';
import type { AuthContext } from '../../../shared/tenant';
import { DataExportService } from '../application/data-export.service';
import { ExportDownloadQuery } from './data-export.dto';
import { ExportLinkPageFilter } from './export-link-page.filter';

@ApiTags('auth')
// A lapsed owner can always delete the account and take the data out (issue #9 point 3).
@OpenWithoutSubscription()
@Controller('auth/export-data')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  /** One export a day: a second request that day is 409 EXPORT_ALREADY_REQUESTED. */
  @ApiBearerAuth()
  @Post()
  @HttpCode(202)
  @Idempotent()
  @Responds(202, Answer.of('ExportDataResponse'))
  request(@CurrentUser() auth: AuthContext) {
    return this.exports.request(auth);
  }

  /** Whether today's export was requested (a static path: Fastify matches it before ':id'). */
  @ApiBearerAuth()
  @Get('status')
  @Responds(200, Answer.of('ExportStatusResponse'))
  status(@CurrentUser() auth: AuthContext) {
    return this.exports.status(auth);
  }

  /** The link from the e-mail: no sign-in, the signature and expiry in the query are the permission. A browser is refused with a page. */
  @Public()
  @UseFilters(ExportLinkPageFilter)
  @RateLimit({ name: 'export-download', max: 30, windowMs: 60_000 })
  @Get(':id')
  async download(@Param('id') id: string, @Query() query: ExportDownloadQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await this.exports.download(id, query.expires, query.signature);
    reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: 'application/zip', length: file.size, disposition: `attachment; filename="${file.filename}"` });
  }
}
