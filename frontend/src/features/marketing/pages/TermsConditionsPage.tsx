import { Link } from 'react-router-dom';
import { PolicyLayout, type PolicySection } from '../components/PolicyLayout';
import { PLANS, TRIAL_DAYS, formatRupees } from '../plans';
import { ACCOUNT_DELETION_DAYS, REFUND_MIN_PLAN_YEARS, REFUND_WINDOW_DAYS } from '../policy';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    body: (
      <p>
        These terms are an agreement between you and Hisaab for the use of the Hisaab web application and installable
        app. By creating an account or using Hisaab you accept these terms and our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>. If you use Hisaab for a business, you confirm that you are
        allowed to accept these terms on its behalf.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        Hisaab lets you create GST invoices and delivery challans, manage customers, leads, inventory and payments, send
        reminders by e-mail and WhatsApp, run recurring invoices and marketing campaigns, and view reports and insights
        computed from your own records. We improve Hisaab continually, so features may be added, changed or retired; we
        will not remove a core feature you have paid for during your plan without offering a fair alternative.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 18 years old and give accurate details when you register.</li>
        <li>Keep your password secret. You are responsible for what happens in your account until you tell us it has been misused.</li>
        <li>Tell us at once if you suspect someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: 'trial',
    title: 'Free trial',
    body: (
      <p>
        New accounts get a {TRIAL_DAYS}-day free trial with all features except marketing campaigns. No payment is taken
        for the trial. When it ends, the app is limited to the Subscription page and these policies until you choose a
        plan. Everything you created during the trial stays in your account.
      </p>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and payment',
    body: (
      <>
        <p>Hisaab is sold as prepaid plans, priced in Indian rupees:</p>
        <ul>
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <strong>{plan.name}</strong>: {formatRupees(plan.pricePaise)} for {plan.durationMonths / 12 === 1 ? '1 year' : `${plan.durationMonths / 12} years`}
              {plan.id === 'plan_premium' ? ', including marketing campaigns' : ''}.
            </li>
          ))}
        </ul>
        <p>
          Payments are processed by Razorpay. Your plan starts as soon as the payment is verified and runs for its full
          term. Plans are one-time payments and do not renew automatically; you will not be charged again unless you buy
          a new plan. We may change prices for future purchases, never for a plan you have already paid for.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Cancellation and refunds',
    body: (
      <p>
        Refunds are governed by our <Link to="/cancellation-refund">Cancellation &amp; Refund Policy</Link>. In short,
        plans of {REFUND_MIN_PLAN_YEARS} years or more can be refunded in full if you ask within {REFUND_WINDOW_DAYS} days
        of purchase.
      </p>
    ),
  },
  {
    id: 'compliance',
    title: 'GST and your responsibilities',
    body: (
      <>
        <p>
          Hisaab calculates tax from the rates, HSN codes, place of supply and settings you enter, and helps you prepare
          data for your returns. It is a tool, not tax or legal advice. You remain responsible for the correctness of
          your invoices, for charging the right GST, and for filing your returns on time. When in doubt, check with your
          chartered accountant or tax practitioner.
        </p>
        <p>You also agree not to use Hisaab to:</p>
        <ul>
          <li>issue invoices without a real supply of goods or services, or otherwise evade tax;</li>
          <li>send messages or campaigns to people who have not agreed to hear from you, or send spam;</li>
          <li>store or share content that is unlawful, or that you have no right to use;</li>
          <li>attempt to access other businesses’ data, probe or overload our systems, or copy the service.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'data',
    title: 'Your data',
    body: (
      <p>
        You own the business data you put into Hisaab. You allow us to store and process it only to provide the service
        to you, as described in the Privacy Policy. You can export it or delete your account at any time on the Delete
        Account page in the app; the account and its data are removed {ACCOUNT_DELETION_DAYS} days after you confirm, and
        signing in again before then cancels the deletion.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability',
    body: (
      <p>
        We work to keep Hisaab available at all times and schedule maintenance outside business hours where possible.
        Internet, telecom, WhatsApp and e-mail services are run by others, so we cannot guarantee that every message is
        delivered or that the service is never interrupted.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law permits, Hisaab is not liable for indirect or consequential losses, such as lost profit or
        penalties arising from information you entered. Our total liability for any claim is limited to the amount you
        paid us for Hisaab in the 12 months before the claim arose.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using Hisaab and delete your account at any time. We may suspend or close an account that seriously
        or repeatedly breaks these terms, after warning you where that is reasonable. If we close your account without a
        breach on your part, we refund the unused part of your plan.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and changes',
    body: (
      <p>
        These terms are governed by the laws of India, and disputes are subject to the jurisdiction of the competent
        courts in India. We may update these terms; the date at the top shows the latest version, and we will e-mail you
        about significant changes before they apply.
      </p>
    ),
  },
];

export default function TermsConditionsPage() {
  return (
    <PolicyLayout
      title="Terms & Conditions"
      intro={<p>The rules for using Hisaab, written to be read, not skimmed past.</p>}
      sections={SECTIONS}
    />
  );
}
