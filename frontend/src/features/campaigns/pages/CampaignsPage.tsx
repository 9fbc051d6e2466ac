import { useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Megaphone, Plus } from 'lucide-react';
import { CAMPAIGN_STATUS_LABELS, CampaignMessages, type CampaignStatus } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDescription } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { campaignsQuery, useCancelCampaign, useDeleteCampaign, usePauseCampaign, useResumeCampaign, useStartCampaign, type Campaign } from '../api';
import { type CampaignAction, CampaignCard, CampaignCardSkeletons } from '../components/campaign-card';
import { CampaignDetailsDialog } from '../components/campaign-details-dialog';
import { CreateCampaignDialog } from '../components/create-campaign-dialog';

/**
 * Whether the plan includes campaigns, and the upgrade panel to show when it does not: the app hands
 * them over from the subscription feature (features do not import each other).
 */
export interface CampaignsPageProps {
  access: 'loading' | 'allowed' | 'upgrade';
  upgradePanel: ReactNode;
}

/** Spec part 2 §2: all, then draft, scheduled, running, completed, paused (and ours, cancelled). */
const FILTERS: CampaignStatus[] = ['draft', 'scheduled', 'running', 'completed', 'paused', 'cancelled'];

/** /campaigns (spec part 2 §2 "Marketing Campaigns"): the premium plan's campaigns, or the upgrade panel below it. */
export default function CampaignsPage({ access, upgradePanel }: CampaignsPageProps) {
  const [creating, setCreating] = useState(false);
  const createButton = (
    <Button onClick={() => setCreating(true)} disabled={access !== 'allowed'}>
      <Plus className="size-4" aria-hidden /> Create Campaign
    </Button>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Marketing Campaigns" subtitle="E-mail campaigns to your customers." actions={access === 'allowed' && createButton} />
      {access === 'loading' ? <Skeleton className="h-64 w-full" /> : access === 'allowed' ? <CampaignList onCreate={() => setCreating(true)} /> : upgradePanel}
      {creating && <CreateCampaignDialog onClose={() => setCreating(false)} />}
    </div>
  );
}

function CampaignList({ onCreate }: { onCreate: () => void }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const query = useInfiniteQuery(campaignsQuery(useDebouncedValue(search.trim()), status));
  const [active, setActive] = useState<{ id: string; kind: 'details' | 'start' | 'delete' | 'cancel' } | null>(null);
  const start = useStartCampaign();
  const pause = usePauseCampaign();
  const resume = useResumeCampaign();
  const cancel = useCancelCampaign();
  const remove = useDeleteCampaign();
  const campaigns = query.data?.pages.flatMap((page) => page.items) ?? [];
  // The open dialog follows the polled list, so its figures move with the card's.
  const current: Campaign | undefined = campaigns.find((c) => c.id === active?.id);
  const close = () => setActive(null);
  const busyId = [start, pause, resume].find((m) => m.isPending)?.variables ?? null;

  const onAction = (campaign: Campaign, action: CampaignAction) => {
    if (action === 'pause') pause.mutate(campaign.id);
    else if (action === 'resume') resume.mutate(campaign.id);
    else setActive({ id: campaign.id, kind: action });
  };

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput aria-label="Search campaigns" placeholder="Search by name or description" value={search} onChange={(event) => setSearch(event.target.value)} className="sm:w-80" />
        <div className="flex flex-col gap-2">
          <Label htmlFor="campaign-status-filter">Status</Label>
          <Select id="campaign-status-filter" value={status} onChange={(event) => setStatus(event.target.value as CampaignStatus | '')} className="sm:w-48">
            <option value="">All</option>
            {FILTERS.map((s) => (
              <option key={s} value={s}>
                {CAMPAIGN_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {query.isPending ? (
        <CampaignCardSkeletons />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorDescription(query.error, 'Could not load campaigns.')}
        </p>
      ) : campaigns.length ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} busy={busyId === campaign.id} onAction={(action) => onAction(campaign, action)} />
          ))}
        </div>
      ) : (
        <Card>
          <EmptyState
            icon={Megaphone}
            title="No campaigns found"
            description={search.trim() || status ? 'No campaign matches this search.' : 'Write an e-mail once and send it to the customers you choose, each exactly once.'}
            action={
              !search.trim() &&
              !status && (
                <Button onClick={onCreate}>
                  <Plus className="size-4" aria-hidden /> Create Campaign
                </Button>
              )
            }
          />
        </Card>
      )}
      <LoadMore query={query} />

      {active?.kind === 'details' && current && <CampaignDetailsDialog campaign={current} onClose={close} onCancelCampaign={() => setActive({ id: current.id, kind: 'cancel' })} />}
      <ConfirmDialog
        open={active?.kind === 'start' && Boolean(current)}
        onOpenChange={(open) => !open && close()}
        title="Start this campaign?"
        description={`${current?.name ?? ''} goes out now to every customer its target matches, each once. Customers who unsubscribed are skipped.`}
        confirmLabel="Start"
        pending={start.isPending}
        onConfirm={() => current && start.mutate(current.id, { onSettled: close })}
      />
      <ConfirmDialog
        open={active?.kind === 'cancel' && Boolean(current)}
        onOpenChange={(open) => !open && close()}
        title="Cancel this campaign?"
        description="E-mails not sent yet will not be sent. What was sent stays recorded."
        confirmLabel="Cancel Campaign"
        confirmVariant="destructive"
        pending={cancel.isPending}
        onConfirm={() => current && cancel.mutate(current.id, { onSettled: close })}
      />
      <ConfirmDialog
        open={active?.kind === 'delete' && Boolean(current)}
        onOpenChange={(open) => !open && close()}
        title="Delete Campaign"
        description={CampaignMessages.deleteConfirm}
        confirmLabel="Delete"
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() => current && remove.mutate(current.id, { onSettled: close })}
      />
    </>
  );
}
