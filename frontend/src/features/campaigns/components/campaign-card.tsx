import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_TARGET_LABELS, type CampaignStatus } from '@hisaab/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import type { Campaign } from '../api';
import { CampaignMetrics } from './campaign-metrics';

const STATUS_VARIANTS: Record<CampaignStatus, BadgeVariant> = {
  draft: 'secondary',
  scheduled: 'outline',
  running: 'default',
  paused: 'warning',
  completed: 'success',
  cancelled: 'destructive',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{CAMPAIGN_STATUS_LABELS[status]}</Badge>;
}

export type CampaignAction = 'details' | 'start' | 'pause' | 'resume' | 'delete';

/** When it starts, started or finished, as the card says it. */
function when(campaign: Campaign): string {
  if (campaign.status === 'scheduled' && campaign.scheduledAt) return `Starts ${formatDate(campaign.scheduledAt)}`;
  if (campaign.completedAt) return `Finished ${formatDate(campaign.completedAt)}`;
  if (campaign.startedAt) return `Started ${formatDate(campaign.startedAt)}`;
  return `Created ${formatDate(campaign.createdAt)}`;
}

/** One campaign: Start only on drafts (spec part 2 §2), Pause and Resume while it sends, Delete unless it runs. */
export function CampaignCard({ campaign, onAction, busy }: { campaign: Campaign; onAction: (action: CampaignAction) => void; busy: boolean }) {
  return (
    <Card className="flex flex-col" aria-label={campaign.name} role="article">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle as="h3" className="text-base break-words">
            {campaign.name}
          </CardTitle>
          <CampaignStatusBadge status={campaign.status} />
        </div>
        {campaign.description && <CardDescription className="line-clamp-2 break-words">{campaign.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p className="text-muted-foreground">
          {CAMPAIGN_TARGET_LABELS[campaign.targetType]} · {when(campaign)}
        </p>
        {campaign.pauseReason && (
          <p role="status" className="text-sm text-destructive">
            {campaign.pauseReason.message}
          </p>
        )}
        {campaign.metrics && <CampaignMetrics metrics={campaign.metrics} />}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onAction('details')}>
          Details
        </Button>
        {campaign.status === 'draft' && (
          <Button size="sm" loading={busy} onClick={() => onAction('start')}>
            Start
          </Button>
        )}
        {campaign.status === 'running' && (
          <Button size="sm" variant="secondary" loading={busy} onClick={() => onAction('pause')}>
            Pause
          </Button>
        )}
        {campaign.status === 'paused' && (
          <Button size="sm" loading={busy} onClick={() => onAction('resume')}>
            Resume
          </Button>
        )}
        {campaign.status !== 'running' && (
          <Button size="sm" variant="ghost" className="text-destructive" onClick={() => onAction('delete')}>
            Delete
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** Spec part 2 §9: six placeholder cards while the list loads. */
export function CampaignCardSkeletons() {
  return (
    <div role="status" aria-label="Loading campaigns" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} data-testid="campaign-skeleton" className="flex flex-col gap-3 p-6">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-1/3" />
        </Card>
      ))}
    </div>
  );
}
