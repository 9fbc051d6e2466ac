import { SubscriptionErrorCode, SubscriptionMessages } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';

/** Every failure of the subscription module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export type SubscriptionFailure = keyof typeof SubscriptionErrorCode;

export const SubscriptionErrors = {
  subscriptionRequired: () => new DomainError(SubscriptionErrorCode.SUBSCRIPTION_REQUIRED, SubscriptionMessages.subscriptionRequired, 'payment_required'),
  planUpgradeRequired: () => new DomainError(SubscriptionErrorCode.PLAN_UPGRADE_REQUIRED, SubscriptionMessages.planUpgradeRequired, 'payment_required'),
  paymentsNotConfigured: () => new DomainError(SubscriptionErrorCode.PAYMENTS_NOT_CONFIGURED, SubscriptionMessages.paymentsNotConfigured, 'unavailable'),
  planNotFound: () =>
    new DomainError(SubscriptionErrorCode.PLAN_NOT_FOUND, SubscriptionMessages.planNotFound, 'validation', { fields: { planId: SubscriptionMessages.planNotFound } }),
  orderNotFound: () => DomainError.notFound('Order', SubscriptionErrorCode.ORDER_NOT_FOUND),
  signatureInvalid: () => new DomainError(SubscriptionErrorCode.PAYMENT_SIGNATURE_INVALID, `Payment Verification Failed. ${SubscriptionMessages.verificationFailed}`, 'validation'),
  /** The payment exists but is not captured for this order's amount (yet): a webhook or Refresh Status finishes it. */
  notCaptured: () => new DomainError(SubscriptionErrorCode.PAYMENT_NOT_CAPTURED, SubscriptionMessages.notCaptured, 'conflict'),
  gatewayFailed: () => new DomainError(SubscriptionErrorCode.PAYMENT_GATEWAY_FAILED, 'The payment provider did not answer. Please try again.', 'unavailable'),
  webhookSignatureInvalid: () => new DomainError(SubscriptionErrorCode.WEBHOOK_SIGNATURE_INVALID, 'Invalid webhook signature', 'unauthenticated'),
};
