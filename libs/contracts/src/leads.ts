/** Sales leads contract (/api/leads, docs/spec/part-1.md §2 "Sales and Lead Management", §3–§5, §7, §8). */

import { CustomerMessages, type CustomerResponse } from './customers';

/** Spec part 1 §4: a lead starts as 'lead' (shown 'New Lead'). */
export const LEAD_STATUSES = ['lead', 'contacted', 'nurtured', 'unqualified', 'converted'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** How each status is shown (filter buttons, badges, messages). */
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  lead: 'New Lead',
  contacted: 'Contacted',
  nurtured: 'Nurtured',
  unqualified: 'Unqualified',
  converted: 'Converted',
};

/** Spec part 1 §9: where a lead came from; website is the default. */
export const LEAD_SOURCES = ['website', 'referral', 'social', 'advertisement', 'other'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const LEAD_DEFAULT_SOURCE: LeadSource = 'website';

/** The longest text each lead field takes (name, e-mail and phone as for customers). */
export const LEAD_TEXT_MAX = { name: 200, email: 254, phone: 20, company: 200, notes: 2000 } as const;

/** ₹1,000 crore: far above any one deal, far below paise overflow in a sum of many. */
export const LEAD_LIMITS = { maxEstimatedValue: 10_000_000_000 } as const;

/** POST /api/leads body (spec part 1 §5 "Lead form"): estimatedValue in rupees, expectedCloseDate 'YYYY-MM-DD'. */
export interface LeadRequest {
  name: string;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  /** Left out: website. */
  source?: LeadSource;
  estimatedValue?: number | null;
  expectedCloseDate?: string | null;
  notes?: string | null;
}

/** A lead as /api/leads replies (rupees, calendar dates, instants ISO 8601). */
export interface LeadResponse {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  source: LeadSource;
  estimatedValue: number | null;
  expectedCloseDate: string | null;
  notes: string | null;
  status: LeadStatus;
  /** When the lead entered its current status: the pipeline's ageing. */
  statusChangedAt: string;
  /** The customer made by converting the lead; null until then (or when that customer was deleted). */
  customerId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One move of a lead, kept for scoring and ageing; the first has no `fromStatus` (the lead was added). */
export interface LeadStatusChangeResponse {
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus;
  changedAt: string;
}

/** GET /api/leads/{id}: the lead and every status it went through, oldest first. */
export interface LeadDetailsResponse extends LeadResponse {
  history: LeadStatusChangeResponse[];
}

/** The business's leads per status, and all of them: the filter buttons and the stat cards. */
export interface LeadStatusCounts {
  all: number;
  lead: number;
  contacted: number;
  nurtured: number;
  unqualified: number;
  converted: number;
}

/** GET /api/leads: a page of leads (newest first) and the counts of every lead of the business, whatever the filter. */
export interface LeadPageResponse {
  items: LeadResponse[];
  nextCursor: string | null;
  counts: LeadStatusCounts;
}

/** PATCH /api/leads/{id}/status body. */
export interface LeadStatusRequest {
  status: LeadStatus;
}

/**
 * POST /api/leads/{id}/convert body (spec part 1 §5 "Conversion form"): the new customer, checked as the
 * customers screen checks it. `confirmDuplicateGstin: true` keeps a GSTIN another customer has, as there.
 */
export interface ConvertLeadRequest {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  gstNumber?: string | null;
  confirmDuplicateGstin?: boolean;
}

/** POST /api/leads/{id}/convert reply: the converted lead and the customer made from it. */
export interface ConvertLeadResponse {
  lead: LeadResponse;
  customer: CustomerResponse;
}

export const LeadMessages = {
  nameRequired: CustomerMessages.nameRequired,
  email: CustomerMessages.email,
  phone: CustomerMessages.phone,
  text: CustomerMessages.text,
  source: 'Choose a source: website, referral, social, advertisement or other',
  estimatedValue: `Estimated value must be an amount in rupees from 0 to ${LEAD_LIMITS.maxEstimatedValue}, with at most 2 decimals`,
  expectedCloseDate: 'Expected close date must be a date (YYYY-MM-DD)',
  status: 'Choose a status: lead, contacted, nurtured, unqualified or converted',
  invalidTransition: (from: LeadStatus, to: LeadStatus) => `A lead cannot go from ${LEAD_STATUS_LABELS[from]} to ${LEAD_STATUS_LABELS[to]}`,
  alreadyConverted: 'This lead is already converted to a customer',
} as const;
