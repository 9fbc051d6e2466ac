/**
 * Plans as sold on the landing page (docs/spec/part-2.md, §3 "Plan" and §9).
 * Amounts are kept in paise, like everywhere else in Hisaab, and shown in rupees.
 */

export type PlanId = 'plan_1_year' | 'plan_2_year' | 'plan_3_year' | 'plan_premium';

export interface MarketingPlan {
  id: PlanId;
  name: string;
  /** Price in paise. */
  pricePaise: number;
  durationMonths: number;
  /** Short label shown under the price, e.g. '1 year'. */
  periodLabel: string;
  tag?: 'Most Popular' | 'Campaign Master';
  blurb: string;
  features: readonly string[];
  /** Whether the plan qualifies for the 20-day refund window (plans of 2 years or more). */
  refundable: boolean;
}

/** Price of one year on the Basic plan, the yardstick for "Save ₹…". */
export const BASE_YEARLY_PRICE_PAISE = 1_500_00;

export const TRIAL_DAYS = 7;

/** What every plan includes at this version of Hisaab; features still being built are not listed. */
const CORE_FEATURES = [
  'GST invoices with CGST, SGST and IGST',
  'Customers and inventory with a stock ledger',
  'Payment reminders on e-mail and WhatsApp',
  'Invoice PDFs and payment links',
  'Dashboard and sales report',
] as const;

export const PLANS: readonly MarketingPlan[] = [
  {
    id: 'plan_1_year',
    name: 'Basic',
    pricePaise: 1_500_00,
    durationMonths: 12,
    periodLabel: '1 year',
    blurb: 'Everything a shop needs to bill and stay GST-ready.',
    features: CORE_FEATURES,
    refundable: false,
  },
  {
    id: 'plan_2_year',
    name: 'Professional',
    pricePaise: 2_500_00,
    durationMonths: 24,
    periodLabel: '2 years',
    tag: 'Most Popular',
    blurb: 'Two full years of Hisaab for the price of less than two.',
    features: [...CORE_FEATURES, '100% refund within 20 days'],
    refundable: true,
  },
  {
    id: 'plan_3_year',
    name: 'Enterprise',
    pricePaise: 3_500_00,
    durationMonths: 36,
    periodLabel: '3 years',
    blurb: 'The lowest yearly cost, locked in for three full years.',
    features: [...CORE_FEATURES, '100% refund within 20 days'],
    refundable: true,
  },
  {
    id: 'plan_premium',
    name: 'Premium Campaign',
    pricePaise: 5_000_00,
    durationMonths: 12,
    periodLabel: 'year',
    tag: 'Campaign Master',
    blurb: 'All of Hisaab, plus e-mail campaigns to your customers.',
    features: [...CORE_FEATURES, 'Marketing campaigns to customers (coming soon)'],
    refundable: false,
  },
];

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹ amount in Indian digit grouping, e.g. 150000 paise → '₹1,500'. */
export function formatRupees(paise: number): string {
  return inrFormatter.format(Math.round(paise / 100));
}

/** 1500 × years − price, in paise; 0 when there is nothing to save. */
export function planSavingsPaise(plan: Pick<MarketingPlan, 'pricePaise' | 'durationMonths'>): number {
  const years = plan.durationMonths / 12;
  return Math.max(0, BASE_YEARLY_PRICE_PAISE * years - plan.pricePaise);
}

/** Effective price per year, for the small print under a multi-year price. */
export function pricePerYearPaise(plan: Pick<MarketingPlan, 'pricePaise' | 'durationMonths'>): number {
  return Math.round(plan.pricePaise / (plan.durationMonths / 12));
}
