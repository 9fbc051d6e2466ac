import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { OpenWithoutSubscription } from '../../../platform/auth/access.decorator';
import { CurrentUser, Public } from '../../../platform/auth/public.decorator';
import { RateLimit } from '../../../platform/http/rate-limit';
import { Answer, Responds } from '../../../platform/http/responds';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import type { AuthContext } from '../../../shared/tenant';
import { SubscriptionService } from '../application/subscription.service';
import { CreateOrderDto, VerifyPaymentDto } from './subscription.dto';

/** /api/subscription — reachable with a lapsed trial: it is how access comes back. */
@ApiTags('subscription')
@ApiBearerAuth()
@OpenWithoutSubscription()
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Get('status')
  @Responds(200, Answer.of('SubscriptionStatusResponse'))
  status(@CurrentUser() auth: AuthContext) {
    return this.subscriptions.status(auth);
  }

  @Get('plans')
  @Responds(200, Answer.listOf('PlanResponse'))
  plans() {
    return this.subscriptions.plans();
  }

  /** 503 PAYMENTS_NOT_CONFIGURED without Razorpay keys. Each order is a call to Razorpay on the one merchant key all businesses share: limited. */
  @Post('create-order')
  @HttpCode(200)
  @RateLimit({ name: 'subscription-orders', max: 10, windowMs: 15 * 60_000 })
  @Idempotent()
  @Responds(200, Answer.of('SubscriptionOrderResponse'))
  createOrder(@CurrentUser() auth: AuthContext, @Body() body: CreateOrderDto) {
    return this.subscriptions.createOrder(auth, body.planId);
  }

  /** Replays and a webhook that came first end in the same one subscription. */
  @Post('verify-payment')
  @HttpCode(200)
  @RateLimit({ name: 'subscription-payments', max: 30, windowMs: 15 * 60_000 })
  @Responds(200, Answer.of('VerifyPaymentResponse'))
  verifyPayment(@CurrentUser() auth: AuthContext, @Body() body: VerifyPaymentDto) {
    return this.subscriptions.verifyPayment(auth, body);
  }

  @Post('refresh')
  @HttpCode(200)
  @RateLimit({ name: 'subscription-payments', max: 30, windowMs: 15 * 60_000 })
  @Responds(200, Answer.of('SubscriptionStatusResponse'))
  refresh(@CurrentUser() auth: AuthContext) {
    return this.subscriptions.refresh(auth);
  }
}

@ApiTags('subscription')
@ApiBearerAuth()
@OpenWithoutSubscription()
@Controller()
export class SubscriptionHistoryController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Get('subscriptions')
  @Responds(200, Answer.listOf('SubscriptionHistoryEntry'))
  history(@CurrentUser() auth: AuthContext) {
    return this.subscriptions.history(auth);
  }

  @Get('trial/status')
  @Responds(200, Answer.of('TrialStatus'))
  trial(@CurrentUser() auth: AuthContext) {
    return this.subscriptions.trial(auth);
  }
}

/** /api/webhooks/razorpay — called by Razorpay: the signature over the raw body is the authentication. */
@ApiTags('subscription')
@Controller('webhooks/razorpay')
export class RazorpayWebhookController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Public()
  @Post()
  @HttpCode(200)
  @Responds(200, Answer.of('PaymentWebhookResponse'))
  receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ) {
    return this.subscriptions.webhook(request.rawBody, signature, eventId);
  }
}
