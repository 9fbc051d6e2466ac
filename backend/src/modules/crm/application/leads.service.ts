import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LEAD_DEFAULT_SOURCE, type LeadDetailsResponse, type LeadPageResponse, type LeadRequest, type LeadResponse } from '@hisaab/contracts';
import { toPaise } from '@hisaab/gst';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { decodeInstantKeyset, encodeKeyset, pageLimit } from '../../../shared/cursor';
import type { AuthContext } from '../../../shared/tenant';
import { isUuid } from '../../../shared/uuid';
import { CrmErrors } from '../domain/crm-errors';
import { checkMove, type Lead, type LeadStatus } from '../domain/lead';
import { presentLead, presentLeadDetails, presentLeadPage } from './lead-presenter';
import { LeadRepository } from './ports/lead.repository';

export const LEAD_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** The Sales screen's leads: list with counts, details with history, add, move, delete — all scoped to the caller's business. */
@Injectable()
export class LeadsService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, query: { search?: string; status?: LeadStatus; limit?: number; cursor?: string }): Promise<LeadPageResponse> {
    const limit = pageLimit(query.limit, LEAD_PAGE);
    const before = decodeInstantKeyset(query.cursor);
    const [slice, counts] = await Promise.all([
      this.leads.list(auth.businessId, { search: query.search?.trim() || undefined, status: query.status, limit, before }),
      this.leads.counts(auth.businessId),
    ]);
    return presentLeadPage({ items: slice.items, nextCursor: slice.next && encodeKeyset(slice.next) }, counts);
  }

  async get(auth: AuthContext, id: string): Promise<LeadDetailsResponse> {
    const lead = await this.find(auth.businessId, id);
    return presentLeadDetails(lead, await this.leads.history(auth.businessId, lead.id));
  }

  async create(auth: AuthContext, form: LeadRequest): Promise<LeadResponse> {
    const now = this.clock.now();
    const lead: Lead = {
      id: randomUUID(),
      name: form.name,
      email: form.email ?? null,
      phone: form.phone ?? null,
      company: form.company ?? null,
      source: form.source ?? LEAD_DEFAULT_SOURCE,
      estimatedValuePaise: form.estimatedValue === undefined || form.estimatedValue === null ? null : toPaise(form.estimatedValue),
      expectedCloseDate: form.expectedCloseDate ?? null,
      notes: form.notes ?? null,
      status: 'lead',
      statusChangedAt: now,
      customerId: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.unitOfWork.run(() => this.leads.insert(auth.businessId, lead));
    return presentLead(lead);
  }

  /** PATCH /api/leads/{id}/status: one step of the pipeline (domain/lead.ts), recorded with its time. */
  async changeStatus(auth: AuthContext, id: string, to: LeadStatus): Promise<LeadResponse> {
    return this.unitOfWork.run(async () => {
      // Locked: two moves of one lead at once are checked one after the other.
      const lead = await this.find(auth.businessId, id, true);
      checkMove(lead.status, to);
      return presentLead(await this.leads.move(auth.businessId, lead, { to, at: this.clock.now() }));
    });
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.leads.delete(auth.businessId, id))) throw CrmErrors.leadNotFound();
  }

  /** The lead, or LEAD_NOT_FOUND (another business's id too); `lock` inside a unit of work. */
  async find(businessId: string, id: string, lock = false): Promise<Lead> {
    const lead = isUuid(id) ? await this.leads.findById(businessId, id, { lock }) : null;
    if (!lead) throw CrmErrors.leadNotFound();
    return lead;
  }
}
