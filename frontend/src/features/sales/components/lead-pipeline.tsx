import { ArrowRight, Building2, Mail, Phone, Trash2, UserCheck, UserX } from 'lucide-react';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@hisaab/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { formatDate, formatRupees } from '@/lib/format';
import type { Lead } from '../api';
import { SOURCE_LABELS } from './lead-form';

/** What a row offers: a move of the pipeline, converting, deleting. */
export type LeadAction = { kind: 'move'; to: LeadStatus } | { kind: 'convert' } | { kind: 'unqualify' } | { kind: 'delete' };

const BADGES: Record<LeadStatus, BadgeVariant> = { lead: 'secondary', contacted: 'warning', nurtured: 'default', unqualified: 'destructive', converted: 'success' };
const DAY_MS = 86_400_000;

/** How long the lead has been in its status (the pipeline's ageing). */
export function ageText(lead: Lead, now = Date.now()): string {
  const days = Math.floor((now - Date.parse(lead.statusChangedAt)) / DAY_MS);
  const label = LEAD_STATUS_LABELS[lead.status];
  return days < 1 ? `${label} since today` : `${label} for ${days} day${days === 1 ? '' : 's'}`;
}

interface LeadPipelineProps {
  leads: readonly Lead[];
  onAction: (lead: Lead, action: LeadAction) => void;
  /** The lead whose status change is waiting for the server. */
  busyId: string | null;
}

/** Spec part 1 §2 'Lead Pipeline': New Lead → Mark Contacted; Contacted → Mark Nurtured; Nurtured → Convert and Unqualify. */
export function LeadPipeline({ leads, onAction, busyId }: LeadPipelineProps) {
  return (
    <ul className="flex flex-col divide-y" aria-label="Lead Pipeline">
      {leads.map((lead) => (
        <li key={lead.id} className="flex flex-col gap-3 px-6 py-4 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-words">{lead.name}</span>
              <Badge variant={BADGES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
            </div>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {lead.company && (
                <li className="flex min-w-0 items-center gap-1.5">
                  <Building2 className="size-4 shrink-0" aria-hidden />
                  <span className="sr-only">Company:</span>
                  <span className="break-words">{lead.company}</span>
                </li>
              )}
              {lead.email && (
                <li className="flex min-w-0 items-center gap-1.5">
                  <Mail className="size-4 shrink-0" aria-hidden />
                  <span className="sr-only">Email:</span>
                  <span className="break-all">{lead.email}</span>
                </li>
              )}
              {lead.phone && (
                <li className="flex items-center gap-1.5">
                  <Phone className="size-4 shrink-0" aria-hidden />
                  <span className="sr-only">Phone:</span>+91 {lead.phone}
                </li>
              )}
            </ul>
            <p className="mt-1 text-xs text-muted-foreground">
              {SOURCE_LABELS[lead.source]} · {ageText(lead)}
              {lead.expectedCloseDate && ` · Expected close ${formatDate(lead.expectedCloseDate)}`}
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 md:justify-end">
            {lead.estimatedValue !== null && <p className="font-semibold tabular-nums">{formatRupees(lead.estimatedValue)}</p>}
            <div className="flex flex-wrap items-center gap-2">
              <RowButtons lead={lead} busy={busyId === lead.id} onAction={(action) => onAction(lead, action)} />
              <RowActionsMenu label={`Actions for ${lead.name}`}>
                {lead.status !== 'converted' && (
                  <DropdownMenuItem onSelect={() => onAction(lead, { kind: 'convert' })}>
                    <UserCheck className="size-4" aria-hidden /> Convert to Customer
                  </DropdownMenuItem>
                )}
                {lead.status !== 'converted' && <DropdownMenuSeparator />}
                <DropdownMenuItem onSelect={() => onAction(lead, { kind: 'delete' })} className="text-destructive">
                  <Trash2 className="size-4" aria-hidden /> Delete Lead
                </DropdownMenuItem>
              </RowActionsMenu>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function RowButtons({ lead, busy, onAction }: { lead: Lead; busy: boolean; onAction: (action: LeadAction) => void }) {
  const named = (action: string) => `${action}: ${lead.name}`;
  if (lead.status === 'lead' || lead.status === 'contacted') {
    const to = lead.status === 'lead' ? 'contacted' : 'nurtured';
    const label = lead.status === 'lead' ? 'Mark Contacted' : 'Mark Nurtured';
    return (
      <Button size="sm" variant="outline" loading={busy} aria-label={named(label)} onClick={() => onAction({ kind: 'move', to })}>
        <ArrowRight className="size-4" aria-hidden /> {label}
      </Button>
    );
  }
  if (lead.status !== 'nurtured') return null;
  return (
    <>
      <Button size="sm" aria-label={named('Convert')} onClick={() => onAction({ kind: 'convert' })}>
        <UserCheck className="size-4" aria-hidden /> Convert
      </Button>
      <Button size="sm" variant="outline" loading={busy} aria-label={named('Unqualify')} onClick={() => onAction({ kind: 'unqualify' })}>
        <UserX className="size-4" aria-hidden /> Unqualify
      </Button>
    </>
  );
}
