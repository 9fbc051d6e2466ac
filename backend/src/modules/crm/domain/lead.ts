/** A sales lead and its pipeline (docs/spec/part-1.md §4 "Lead status"). */
import { LEAD_STATUSES, type LeadSource, type LeadStatus } from '@hisaab/contracts';
import type { Paise } from '@hisaab/gst';
import { CrmErrors } from './crm-errors';

export { LEAD_STATUSES, type LeadSource, type LeadStatus };

/** What the lead form sets (http/leads.dto.ts has checked each field). */
export interface LeadFields {
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  source: LeadSource;
  estimatedValuePaise: Paise | null;
  expectedCloseDate: string | null;
  notes: string | null;
}

export interface Lead extends LeadFields {
  id: string;
  status: LeadStatus;
  /** When the lead entered `status`. */
  statusChangedAt: Date;
  customerId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One entry of a lead's history; the first (the lead was added) has no `fromStatus`. */
export interface LeadStatusChange {
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus;
  changedAt: Date;
}

/**
 * The moves PATCH /api/leads/{id}/status makes. Every move goes forward in LEAD_STATUSES' order
 * (lead, contacted, nurtured, unqualified, converted), and so does converting (any status but converted
 * → converted): a lead reaches each status at most once, and its history in that order is chronological.
 */
const MOVES: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  lead: ['contacted'],
  contacted: ['nurtured'],
  nurtured: ['converted', 'unqualified'],
  unqualified: [],
  converted: [],
};

export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return MOVES[from].includes(to);
}

/** Throws LEAD_INVALID_TRANSITION (409) for a move the pipeline does not have. */
export function checkMove(from: LeadStatus, to: LeadStatus): void {
  if (!canMove(from, to)) throw CrmErrors.leadInvalidTransition(from, to);
}

/** Convert is offered for any lead not yet converted; throws LEAD_ALREADY_CONVERTED (409) otherwise. */
export function checkConvertible(status: LeadStatus): void {
  if (status === 'converted') throw CrmErrors.leadAlreadyConverted();
}

/** A lead's history in the order it happened (see MOVES: each status once, always forward). */
export function inPipelineOrder(changes: readonly LeadStatusChange[]): LeadStatusChange[] {
  return [...changes].sort((a, b) => LEAD_STATUSES.indexOf(a.toStatus) - LEAD_STATUSES.indexOf(b.toStatus));
}
