import { PolicyLayout, type PolicySection } from '../components/PolicyLayout';
import { PLANS, TRIAL_DAYS, formatRupees } from '../plans';
import {
  ACCOUNT_DELETION_DAYS,
  REFUND_MIN_PLAN_YEARS,
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_WINDOW_DAYS,
  SUPPORT_EMAIL,
} from '../policy';

function PlanTable() {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th className="px-3 py-3 font-semibold sm:px-4">Plan</th>
            <th className="px-3 py-3 font-semibold sm:px-4">Price</th>
            <th className="px-3 py-3 font-semibold sm:px-4">Refund</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {PLANS.map((plan) => (
            <tr key={plan.id}>
              <td className="px-3 py-3 sm:px-4">
                <span className="block font-medium text-slate-900">{plan.name}</span>
                <span className="block text-xs text-slate-500">{plan.durationMonths / 12 === 1 ? '1 year' : `${plan.durationMonths / 12} years`}</span>
              </td>
              <td className="px-3 py-3 tabular-nums sm:px-4">{formatRupees(plan.pricePaise)}</td>
              <td className="px-3 py-3 sm:px-4">
                {plan.refundable ? (
                  <span className="font-medium text-emerald-700">100% within {REFUND_WINDOW_DAYS} days</span>
                ) : (
                  <span className="text-slate-500">Not refundable</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'summary',
    title: 'Refunds at a glance',
    body: (
      <>
        <p>
          You get a <strong>100% refund</strong> if you cancel within <strong>{REFUND_WINDOW_DAYS} days of purchase</strong>,
          but only for plans of <strong>{REFUND_MIN_PLAN_YEARS} years or more</strong>. Approved refunds are processed
          within <strong>{REFUND_PROCESSING_BUSINESS_DAYS} business days</strong>.
        </p>
        <PlanTable />
      </>
    ),
  },
  {
    id: 'trial',
    title: 'Try before you pay',
    body: (
      <p>
        Every new account starts with a {TRIAL_DAYS}-day free trial with all features except marketing campaigns. Nothing
        is charged for the trial and nothing needs to be cancelled: if you do not choose a plan, access simply pauses when
        the trial ends. Please use the trial to decide whether Hisaab suits your business, because one-year plans cannot
        be refunded.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who is eligible for a refund',
    body: (
      <>
        <ul>
          <li>
            Eligible plans:{' '}
            {PLANS.filter((p) => p.refundable)
              .map((p) => `${p.name} (${p.durationMonths / 12} years)`)
              .join(' and ')}
            .
          </li>
          <li>The request must reach us within {REFUND_WINDOW_DAYS} days of the purchase date, counting the purchase date as day 1.</li>
          <li>The refund is the full amount you paid for that plan. There are no deductions and no processing fee.</li>
        </ul>
        <p>
          The Basic and Premium Campaign plans run for one year and are not refundable, in full or in part. Requests for
          eligible plans made after {REFUND_WINDOW_DAYS} days are also not refundable, and we do not give partial refunds
          for unused months.
        </p>
      </>
    ),
  },
  {
    id: 'how',
    title: 'How to cancel and request a refund',
    body: (
      <>
        <p>
          Write to <a href={`mailto:${SUPPORT_EMAIL}?subject=Refund%20request`}>{SUPPORT_EMAIL}</a> from the e-mail
          address registered with your Hisaab account, with:
        </p>
        <ul>
          <li>the plan name and purchase date;</li>
          <li>the Razorpay payment ID (it starts with <code className="rounded bg-slate-100 px-1 font-mono text-sm">pay_</code> and is in the payment confirmation from Razorpay);</li>
          <li>optionally, why you are cancelling — it helps us improve Hisaab.</li>
        </ul>
        <p>We confirm by e-mail, during support hours, whether the request is approved.</p>
      </>
    ),
  },
  {
    id: 'processing',
    title: 'When you receive the money',
    body: (
      <p>
        Approved refunds are processed within {REFUND_PROCESSING_BUSINESS_DAYS} business days, through Razorpay, to the
        card, UPI account or bank account you paid from. After we process it, your bank may take a few more working days
        to show the credit on your statement.
      </p>
    ),
  },
  {
    id: 'after',
    title: 'What happens to your account',
    body: (
      <p>
        When a refund is approved, the plan is cancelled and paid access ends. Your data is not deleted by a refund: you
        can still request a data export or delete your account on the Delete Account page in the app, in which case everything is
        permanently removed {ACCOUNT_DELETION_DAYS} days after the request. Deleting your account does not by itself
        request a refund; please write to us as described above.
      </p>
    ),
  },
  {
    id: 'no-renewal',
    title: 'Cancelling a plan without a refund',
    body: (
      <p>
        Plans are prepaid and do not renew automatically, so there is no recurring payment to stop. If you do not want to
        continue, simply do not buy a new plan when yours ends; you keep full access until the last day of the plan.
      </p>
    ),
  },
  {
    id: 'errors',
    title: 'Duplicate or failed payments',
    body: (
      <p>
        If you were charged twice for the same plan, or money left your account but your plan was not activated, write to
        us with the payment ID. After checking with Razorpay we refund the duplicate or unsuccessful charge in full,
        whatever the plan, within the same {REFUND_PROCESSING_BUSINESS_DAYS} business days.
      </p>
    ),
  },
];

export default function CancellationRefundPage() {
  return (
    <PolicyLayout
      title="Cancellation & Refund Policy"
      intro={<p>How cancellations and refunds work for Hisaab plans, in plain words.</p>}
      sections={SECTIONS}
    />
  );
}
