import { Link } from 'react-router-dom';
import { Check, Gift } from 'lucide-react';
import { SectionHeading } from './SectionHeading';
import { signUpPathFor } from '../chosen-plan';
import { PLANS, TRIAL_DAYS, formatRupees, planSavingsPaise, pricePerYearPaise, type MarketingPlan } from '../plans';
import { REFUND_PROCESSING_BUSINESS_DAYS, REFUND_WINDOW_DAYS } from '../policy';

function PlanCard({ plan }: { plan: MarketingPlan }) {
  const savings = planSavingsPaise(plan);
  const featured = plan.tag === 'Most Popular';
  const years = plan.durationMonths / 12;

  return (
    <article
      className={`relative flex flex-col rounded-2xl p-7 ${
        featured
          ? 'bg-indigo-600 text-white shadow-2xl shadow-indigo-600/30 ring-1 ring-indigo-600 lg:-my-3 lg:py-10'
          : 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
      }`}
    >
      {plan.tag && (
        <span
          className={`absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${
            featured ? 'bg-emerald-400 text-emerald-950' : 'bg-amber-100 text-amber-800 ring-1 ring-amber-300'
          }`}
        >
          {plan.tag}
        </span>
      )}
      <h3 className="text-lg font-semibold">{plan.name}</h3>
      <p className={`mt-2 text-sm lg:min-h-18 leading-6 ${featured ? 'text-indigo-100' : 'text-slate-600'}`}>{plan.blurb}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-4xl font-extrabold tracking-tight">{formatRupees(plan.pricePaise)}</span>
        <span className={`text-sm font-medium ${featured ? 'text-indigo-100' : 'text-slate-500'}`}>/ {plan.periodLabel}</span>
      </p>
      <p className={`mt-2 h-6 text-sm ${savings > 0 ? '' : 'hidden sm:block'} ${featured ? 'text-indigo-100' : 'text-slate-500'}`}>
        {savings > 0 && (
          <>
            <span className={`font-semibold ${featured ? 'text-white' : 'text-emerald-700'}`}>
              Save {formatRupees(savings)}
            </span>
            {years > 1 && <> · {formatRupees(pricePerYearPaise(plan))}/year</>}
          </>
        )}
      </p>
      <ul className={`mt-6 flex-1 space-y-3 text-sm ${featured ? 'text-indigo-50' : 'text-slate-700'}`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className={`mt-0.5 h-4 w-4 flex-none ${featured ? 'text-emerald-300' : 'text-emerald-600'}`} aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={signUpPathFor(plan)}
        aria-label={`Get started with the ${plan.name} plan`}
        className={`mt-8 block rounded-xl px-4 py-3 text-center text-sm font-semibold transition ${
          featured
            ? 'bg-white text-indigo-700 hover:bg-indigo-50'
            : 'bg-indigo-50 text-indigo-700 hover:bg-indigo-100'
        }`}
      >
        Get Started
      </Link>
    </article>
  );
}

export function Pricing() {
  return (
    <section id="pricing" className="scroll-mt-20 bg-gradient-to-b from-white to-indigo-50/60 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Pricing" title="One simple price. No per-invoice charges.">
          Pay once for one, two or three years. Every plan has all core features; longer plans simply cost less per year.
        </SectionHeading>

        <div className="mx-auto mt-10 flex max-w-3xl items-start gap-3 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200 sm:items-center sm:p-5">
          <Gift className="mt-0.5 h-5 w-5 flex-none text-emerald-600 sm:mt-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">Try Hisaab free for {TRIAL_DAYS} days.</span> The trial includes all
            features except marketing campaigns, which come with the Premium Campaign plan.
          </p>
        </div>

        <div className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>

        <p className="mx-auto mt-10 max-w-3xl text-center text-sm leading-6 text-slate-500">
          Prices in Indian rupees. Every account starts with the free trial; buy a plan on the Subscription page in the app, paid securely through Razorpay. Plans of 2 years or more can be
          cancelled for a 100% refund within {REFUND_WINDOW_DAYS} days of purchase, refunded within{' '}
          {REFUND_PROCESSING_BUSINESS_DAYS} business days.{' '}
          <Link to="/cancellation-refund" className="font-medium text-indigo-600 underline-offset-2 hover:underline">
            Read the refund policy
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
