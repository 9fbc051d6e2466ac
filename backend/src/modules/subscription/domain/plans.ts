import { PLAN_ID_ALIASES, PLAN_IDS, type PlanId } from '@hisaab/contracts';
import type { Paise } from '@hisaab/gst';

/** A plan as data: price in paise, length in calendar months. */
export interface Plan {
  id: PlanId;
  name: string;
  durationMonths: number;
  pricePaise: Paise;
  includesCampaigns: boolean;
  features: string[];
}

const CORE = ['GST invoices and PDFs', 'Customers, inventory and payments', 'Reminders by e-mail and WhatsApp', 'Reports and GST returns'];

/** Campaigns are not built yet (/campaigns says so): the card must not sell them as available. */
export const CAMPAIGNS_FEATURE = 'Marketing campaigns (coming soon)';

/** The price list (issue #9, spec part 2 §3), in the order the screen shows the cards. */
export const PLANS: readonly Plan[] = [
  { id: 'plan_1_year', name: 'Basic', durationMonths: 12, pricePaise: 150_000, includesCampaigns: false, features: CORE },
  { id: 'plan_2_year', name: 'Professional', durationMonths: 24, pricePaise: 250_000, includesCampaigns: false, features: CORE },
  { id: 'plan_3_year', name: 'Enterprise', durationMonths: 36, pricePaise: 350_000, includesCampaigns: false, features: CORE },
  { id: 'plan_premium', name: 'Premium Campaign', durationMonths: 12, pricePaise: 500_000, includesCampaigns: true, features: [...CORE, CAMPAIGNS_FEATURE] },
];

/** The plan with this id (or alias), or null. */
export function findPlan(id: string): Plan | null {
  const canonical = PLAN_ID_ALIASES[id] ?? id;
  return (PLAN_IDS as readonly string[]).includes(canonical) ? PLANS.find((plan) => plan.id === canonical)! : null;
}

/** A plan whose id is stored (never an unknown one); a stored id outside the list is a bug, so it throws. */
export function planById(id: string): Plan {
  const plan = findPlan(id);
  if (!plan) throw new Error(`Unknown stored plan id ${id}`);
  return plan;
}

/** `months` calendar months after `start` (UTC); the 31st of a shorter month becomes its last day. */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
