/** Leads as the API returns them: rupees, calendar dates, instants in ISO 8601. */
import type { LeadDetailsResponse, LeadPageResponse, LeadResponse, LeadStatusChangeResponse } from '@hisaab/contracts';
import { toRupees } from '@hisaab/gst';
import type { Page } from '../../../shared/cursor';
import { inPipelineOrder, type Lead, type LeadStatusChange } from '../domain/lead';
import type { LeadCounts } from './ports/lead.repository';

export function presentLead(lead: Lead): LeadResponse {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    source: lead.source,
    estimatedValue: lead.estimatedValuePaise === null ? null : toRupees(lead.estimatedValuePaise),
    expectedCloseDate: lead.expectedCloseDate,
    notes: lead.notes,
    status: lead.status,
    statusChangedAt: lead.statusChangedAt.toISOString(),
    customerId: lead.customerId,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

export function presentLeadDetails(lead: Lead, history: readonly LeadStatusChange[]): LeadDetailsResponse {
  return { ...presentLead(lead), history: inPipelineOrder(history).map(presentChange) };
}

export function presentLeadPage(page: Page<Lead>, counts: LeadCounts): LeadPageResponse {
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { items: page.items.map(presentLead), nextCursor: page.nextCursor, counts: { all, ...counts } };
}

function presentChange(change: LeadStatusChange): LeadStatusChangeResponse {
  return { fromStatus: change.fromStatus, toStatus: change.toStatus, changedAt: change.changedAt.toISOString() };
}
