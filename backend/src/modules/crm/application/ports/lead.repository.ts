import type { KeysetPosition, Slice } from '../../../../shared/cursor';
import type { Lead, LeadStatus, LeadStatusChange } from '../../domain/lead';

export interface LeadListQuery {
  /** Anywhere in name, company or e-mail (any case); phone from its first digits. */
  search?: string;
  status?: LeadStatus;
  limit: number;
  /** Keyset position: rows before this (created_at as PostgreSQL's text, id), newest first. */
  before?: KeysetPosition;
}

/** How many of the business's leads are in each status. */
export type LeadCounts = Record<LeadStatus, number>;

/** Leads of one business and their status history; every method takes the tenant first. */
export abstract class LeadRepository {
  abstract list(businessId: string, query: LeadListQuery): Promise<Slice<Lead>>;
  /** One aggregate over the business's leads (the status index alone). */
  abstract counts(businessId: string): Promise<LeadCounts>;
  /** With `lock`, the row stays locked until the transaction ends (status changes and conversion wait for each other). */
  abstract findById(businessId: string, id: string, options?: { lock: boolean }): Promise<Lead | null>;
  abstract history(businessId: string, leadId: string): Promise<LeadStatusChange[]>;
  /** The lead and the first entry of its history. */
  abstract insert(businessId: string, lead: Lead): Promise<void>;
  /** Sets the status (and the customer, when converted) and records the change; returns the lead as stored. */
  abstract move(businessId: string, lead: Lead, change: { to: LeadStatus; at: Date; customerId?: string }): Promise<Lead>;
  /** False when the lead is not this business's. Its history goes with it. */
  abstract delete(businessId: string, id: string): Promise<boolean>;
}
