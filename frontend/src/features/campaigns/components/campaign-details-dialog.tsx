import { CAMPAIGN_TARGET_LABELS } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import type { Campaign } from '../api';
import { CampaignStatusBadge } from './campaign-card';
import { CampaignMetrics } from './campaign-metrics';

/** Everything about one campaign: its message, whom it targets, its dates and its figures by reason. */
export function CampaignDetailsDialog({ campaign, onClose, onCancelCampaign }: { campaign: Campaign; onClose: () => void; onCancelCampaign: () => void }) {
  const rows: [string, string][] = [
    ['Target', `${CAMPAIGN_TARGET_LABELS[campaign.targetType]}${campaign.targetType === 'custom_segment' ? ` (${campaign.targetCustomerIds.length})` : ''}`],
    ['Created', formatDate(campaign.createdAt)],
    ...(campaign.scheduledAt ? [['Scheduled for', new Date(campaign.scheduledAt).toLocaleString('en-IN')] as [string, string]] : []),
    ...(campaign.startedAt ? [['Started', new Date(campaign.startedAt).toLocaleString('en-IN')] as [string, string]] : []),
    ...(campaign.completedAt ? [['Finished', new Date(campaign.completedAt).toLocaleString('en-IN')] as [string, string]] : []),
  ];
  const cancellable = ['draft', 'scheduled', 'paused'].includes(campaign.status);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2 break-words">
            {campaign.name} <CampaignStatusBadge status={campaign.status} />
          </DialogTitle>
          <DialogDescription>{campaign.description ?? 'No description'}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {campaign.pauseReason && <p className="text-sm text-destructive">{campaign.pauseReason.message}</p>}
        {campaign.metrics && <CampaignMetrics metrics={campaign.metrics} detailed />}
        <section aria-label="E-mail" className="flex flex-col gap-2 rounded-md border p-4 text-sm">
          <p>
            <span className="text-muted-foreground">Subject: </span>
            <span className="font-medium break-words">{campaign.emailSubject}</span>
          </p>
          <pre className="font-sans break-words whitespace-pre-wrap">{campaign.emailContent}</pre>
        </section>
        <DialogFooter>
          {cancellable && (
            <Button variant="outline" className="text-destructive" onClick={onCancelCampaign}>
              Cancel Campaign
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
