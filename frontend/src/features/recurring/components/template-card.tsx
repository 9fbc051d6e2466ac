import { Pencil, Send, Trash2 } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { formatRupees } from '@/lib/format';
import { formatIndianDate } from '@/lib/indian-date';
import type { RecurringTemplate } from '../api';
import { FREQUENCY_LABELS } from '../schema';

interface TemplateCardProps {
  template: RecurringTemplate;
  onToggle: () => void;
  onGenerate: () => void;
  onEdit: () => void;
  onDelete: () => void;
  toggling: boolean;
  generating: boolean;
}

const RUN_BADGES: Record<string, { label: string; variant: BadgeVariant }> = {
  generated: { label: 'Generated', variant: 'success' },
  waiting: { label: 'Waiting for a plan', variant: 'warning' },
  skipped: { label: 'Skipped', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'destructive' },
  pending: { label: 'In progress', variant: 'secondary' },
};

/** One template: its schedule and amount, the active switch, and Generate Now (disabled while paused), edit and delete. */
export function TemplateCard({ template: t, onToggle, onGenerate, onEdit, onDelete, toggling, generating }: TemplateCardProps) {
  const switchId = `active-${t.id}`;
  const run = t.lastRun && RUN_BADGES[t.lastRun.status];
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{t.templateName}</h2>
          <p className="text-sm break-words text-muted-foreground">{t.customer.name}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <label htmlFor={switchId} className="text-sm text-muted-foreground">
            {t.isActive ? 'Active' : 'Paused'}
          </label>
          <Switch id={switchId} checked={t.isActive} onCheckedChange={onToggle} disabled={toggling} aria-label={`Active: ${t.templateName}`} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Frequency</dt>
        <dd>{FREQUENCY_LABELS[t.frequency]}</dd>
        <dt className="text-muted-foreground">Next invoice</dt>
        <dd>{t.nextInvoiceDate ? formatIndianDate(t.nextInvoiceDate) : 'Ended'}</dd>
        <dt className="text-muted-foreground">Amount</dt>
        <dd className="font-medium tabular-nums">{formatRupees(t.total)}</dd>
        <dt className="text-muted-foreground">Invoices made</dt>
        <dd className="tabular-nums">{t.totalInvoicesGenerated}</dd>
        <dt className="text-muted-foreground">Each invoice</dt>
        <dd>{t.delivery === 'draft' ? 'Kept as draft' : ['Issued', t.sendEmail && 'e-mailed', t.sendWhatsApp && 'WhatsApp'].filter(Boolean).join(', ')}</dd>
      </dl>
      {t.lastRun && run && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={run.variant}>{run.label}</Badge>
          <span>
            {formatIndianDate(t.lastRun.periodDate)}
            {t.lastRun.invoiceNumber && ` · ${t.lastRun.invoiceNumber}`}
          </span>
          {t.lastRun.message && <span className="w-full">{t.lastRun.message}</span>}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button size="sm" onClick={onGenerate} disabled={!t.isActive || !t.nextInvoiceDate} loading={generating} title={t.isActive ? undefined : 'Switch the template on to generate invoices'}>
          <Send className="size-4" aria-hidden /> Generate Now
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${t.templateName}`}>
          <Pencil className="size-4" aria-hidden /> Edit
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete ${t.templateName}`}>
          <Trash2 className="size-4" aria-hidden /> Delete
        </Button>
      </div>
    </Card>
  );
}
