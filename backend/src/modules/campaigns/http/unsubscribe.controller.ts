import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../platform/auth/public.decorator';
import { RateLimit } from '../../../platform/http/rate-limit';
import { DomainError } from '../../../shared/domain-error';
import { UnsubscribesService } from '../application/unsubscribes.service';
import { invalidLinkPage, unsubscribedPage, unsubscribeQuestionPage } from './unsubscribe-page';

/**
 * The link in every campaign e-mail (List-Unsubscribe, RFC 8058) and its footer: no sign-in, the
 * signed token is the permission. A GET only shows the question (mail scanners open links); a POST
 * — the mail client's one-click `List-Unsubscribe=One-Click`, or the page's button — unsubscribes at once.
 * Both answer a small HTML page; a tampered token is a 404 page.
 */
@ApiTags('campaigns')
@Public()
@RateLimit({ name: 'unsubscribe', max: 60, windowMs: 60_000 })
@Controller('public/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribes: UnsubscribesService) {}

  /** `?token=` from the link. */
  @Get()
  async ask(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const given = typeof token === 'string' ? token : '';
    await this.answer(reply, async () => unsubscribeQuestionPage(await this.unsubscribes.details(given), `/api/public/unsubscribe?token=${encodeURIComponent(given)}`));
  }

  /** `?token=` from the link; the body (`List-Unsubscribe=One-Click`, or the button's empty form) is not needed. */
  @Post()
  @HttpCode(200)
  async unsubscribe(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    await this.answer(reply, async () => unsubscribedPage(await this.unsubscribes.unsubscribe(typeof token === 'string' ? token : '')));
  }

  private async answer(reply: FastifyReply, render: () => Promise<string>): Promise<void> {
    let status = 200;
    let html: string;
    try {
      html = await render();
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'UNSUBSCRIBE_LINK_INVALID') throw error;
      status = 404;
      html = invalidLinkPage(error.message);
    }
    await reply.status(status).header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex, nofollow').type('text/html; charset=utf-8').send(html);
  }
}
