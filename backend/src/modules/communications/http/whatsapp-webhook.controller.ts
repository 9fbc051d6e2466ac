import { Controller, Get, Headers, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../platform/auth/public.decorator';
import { WhatsAppWebhookService } from '../application/whatsapp-webhook.service';

/** /api/webhooks/whatsapp — called by Meta, not by signed-in users: the signature is the authentication. */
@Controller('webhooks/whatsapp')
export class WhatsAppWebhookController {
  constructor(private readonly webhooks: WhatsAppWebhookService) {}

  @Public()
  @Get()
  verify(
    @Query('hub.mode') mode: string | undefined,
    @Query('hub.verify_token') token: string | undefined,
    @Query('hub.challenge') challenge: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const answer = this.webhooks.verify(mode, token, challenge);
    reply.header('Content-Type', 'text/plain; charset=utf-8');
    return answer;
  }

  @Public()
  @Post()
  @HttpCode(200)
  receive(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('x-hub-signature-256') signature: string | undefined) {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
