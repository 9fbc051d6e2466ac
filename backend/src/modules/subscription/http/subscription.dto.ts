import type { CreateOrderRequest, VerifyPaymentRequest } from '@hisaab/contracts';
import { SubscriptionMessages } from '@hisaab/contracts';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';

export class CreateOrderDto implements CreateOrderRequest {
  @IsString({ message: SubscriptionMessages.planNotFound })
  @MinLength(1, { message: SubscriptionMessages.planNotFound })
  @MaxLength(50, { message: SubscriptionMessages.planNotFound })
  planId: string;
}

/** Razorpay ids are short ASCII (`order_…`, `pay_…`); the signature is 64 hex characters. */
const ID = /^[A-Za-z0-9_]{1,64}$/;

export class VerifyPaymentDto implements VerifyPaymentRequest {
  @IsString({ message: 'razorpay_order_id is required' })
  @Matches(ID, { message: 'razorpay_order_id is not a Razorpay order id' })
  razorpay_order_id: string;

  @IsString({ message: 'razorpay_payment_id is required' })
  @Matches(ID, { message: 'razorpay_payment_id is not a Razorpay payment id' })
  razorpay_payment_id: string;

  @IsString({ message: 'razorpay_signature is required' })
  @Matches(/^[0-9a-f]{64}$/, { message: 'razorpay_signature is not a signature' })
  razorpay_signature: string;
}
