import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LogOut, RefreshCw } from 'lucide-react';
import { SubscriptionErrorCode, SubscriptionMessages, type PlanResponse, type VerifyPaymentRequest } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { plansQuery, useCreateOrder, useRefreshStatus, useVerifyPayment } from '../api';
import { openCheckout } from '../checkout';
import { CurrentSubscriptionCard, TrialBanner, TrialExpiredBanner } from '../components/status-cards';
import { PlanCard } from '../components/plan-card';
import { SubscriptionHistory } from '../components/subscription-history';
import { planAction } from '../plans';
import { subscriptionStatusQuery } from '../status';

/** Beside each plan button while the server cannot take a payment. */
const PAYMENT_UNAVAILABLE_REASON = 'Online payment is not set up on this server.';

/** Signing out, as the app provides it (features do not import each other). */
export interface SubscriptionPageProps {
  logout: { mutate(): void; isPending: boolean };
}

/** docs/spec/part-2.md §2 "Subscription", §4 "Subscription purchase", §8. */
export default function SubscriptionPage({ logout }: SubscriptionPageProps) {
  // Always re-read on arrival: a 402 elsewhere sends the owner here, and the cached status may predate it.
  const status = useQuery({ ...subscriptionStatusQuery(), refetchOnMount: 'always' });
  const plans = useQuery(plansQuery());
  const createOrder = useCreateOrder();
  const verify = useVerifyPayment();
  const refresh = useRefreshStatus();
  /** The plan whose purchase is under way, from the order's creation until Checkout closes or the payment is verified. */
  const [processing, setProcessing] = useState<string | null>(null);
  /** A create-order answered 503 PAYMENTS_NOT_CONFIGURED (the status said otherwise, or predates a restart). */
  const [paymentsRefused, setPaymentsRefused] = useState(false);

  const onPaid = (answer: VerifyPaymentRequest) =>
    verify.mutate(answer, {
      onSuccess: (reply) => toast({ title: reply.message }),
      onError: () => toast({ title: 'Payment Verification Failed', description: SubscriptionMessages.verificationFailed, variant: 'destructive' }),
      onSettled: () => setProcessing(null),
    });

  const choose = (plan: PlanResponse) => {
    setProcessing(plan.id);
    createOrder.mutate(plan.id, {
      onSuccess: (order) => {
        openCheckout(order, plan.name, onPaid, () => setProcessing(null)).catch(() => {
          setProcessing(null);
          toast({ title: 'Failed to create payment order', description: 'Razorpay Checkout could not be loaded. Check your connection and try again.', variant: 'destructive' });
        });
      },
      onError: (error) => {
        setProcessing(null);
        if (error instanceof ApiError && error.code === SubscriptionErrorCode.PAYMENTS_NOT_CONFIGURED) setPaymentsRefused(true);
        toast({ title: 'Failed to create payment order', description: errorDescription(error, 'Please try again.'), variant: 'destructive' });
      },
    });
  };

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: () => toast({ title: 'Subscription status refreshed successfully!' }),
      onError: () => toast({ title: 'Failed to refresh subscription status', variant: 'destructive' }),
    });

  const data = status.data;
  const trialEnded = data !== undefined && !data.trial.isTrialActive && !data.hasActiveSubscription;
  // The server says up front whether it can take a payment, so nobody has to click to find out.
  const paymentsOff = paymentsRefused || data?.paymentsConfigured === false;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Subscription"
        subtitle="Choose the plan that fits your business. Prices include every feature listed; plans bought during another start when it ends."
        actions={
          <>
            <Button variant="outline" loading={refresh.isPending} onClick={onRefresh}>
              {!refresh.isPending && <RefreshCw className="size-4" aria-hidden />}
              Refresh Status
            </Button>
            {trialEnded && !data.hasAccess && (
              <Button variant="outline" loading={logout.isPending} onClick={() => logout.mutate()}>
                {!logout.isPending && <LogOut className="size-4" aria-hidden />}
                {logout.isPending ? 'Logging out...' : 'Logout'}
              </Button>
            )}
          </>
        }
      />

      {paymentsOff && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {SubscriptionMessages.paymentsNotConfigured}
        </p>
      )}

      {status.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : status.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorDescription(status.error, 'Could not load your subscription status.')}
        </p>
      ) : (
        <>
          {data?.subscription && <CurrentSubscriptionCard subscription={data.subscription} />}
          {data?.trial.isTrialActive && !data.hasActiveSubscription && <TrialBanner trial={data.trial} />}
          {trialEnded && !data.hasAccess && <TrialExpiredBanner trial={data.trial} />}
        </>
      )}

      {verify.isPending && (
        <p role="status" className="text-sm font-medium text-primary">
          Verifying your payment...
        </p>
      )}

      <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
        <h2 id="plans-heading" className="text-xl font-semibold">
          Plans
        </h2>
        {plans.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorDescription(plans.error, 'Could not load the plans.')}
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {plans.isPending
              ? [0, 1, 2, 3].map((index) => <Skeleton key={index} className="h-80" />)
              : plans.data.map((plan) => (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    action={planAction(plans.data, plan.id, data?.subscription?.planId)}
                    processing={processing === plan.id}
                    disabled={processing !== null}
                    unavailableReason={paymentsOff ? PAYMENT_UNAVAILABLE_REASON : undefined}
                    onChoose={() => choose(plan)}
                  />
                ))}
          </div>
        )}
      </section>

      <SubscriptionHistory />
    </div>
  );
}
