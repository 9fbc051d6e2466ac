import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, TrendingUp } from 'lucide-react';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { errorDescription } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParam } from '@/lib/use-search-param';
import { leadsQuery, useChangeLeadStatus, useConvertLead, useDeleteLead, type Lead } from '../api';
import { ConvertLeadDialog } from '../components/convert-lead-dialog';
import { LeadDialog } from '../components/lead-dialog';
import { LeadPipeline, type LeadAction } from '../components/lead-pipeline';
import { LeadStats } from '../components/lead-stats';
import { StatusFilters } from '../components/status-filters';

/** `/sales?new=1` opens Add New Lead. */
const NEW_PARAM = 'new';

/** Spec part 1 §2 "Sales and Lead Management". */
export default function SalesPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const query = useInfiniteQuery(leadsQuery(useDebouncedValue(search.trim()), status));
  const [newParam, setNewParam] = useSearchParam(NEW_PARAM);
  const [active, setActive] = useState<{ lead: Lead; kind: 'convert' | 'unqualify' | 'delete' } | null>(null);
  const changeStatus = useChangeLeadStatus();
  const convert = useConvertLead();
  const remove = useDeleteLead();
  const leads = query.data?.pages.flatMap((page) => page.items) ?? [];
  // Every page carries the counts; the latest page has the freshest.
  const counts = query.data?.pages.at(-1)?.counts;
  const filtered = Boolean(search.trim() || status);

  const onAction = (lead: Lead, action: LeadAction) => {
    if (action.kind === 'move') changeStatus.mutate({ id: lead.id, status: action.to });
    else setActive({ lead, kind: action.kind });
  };
  const close = () => setActive(null);

  const newLeadButton = (
    <Button onClick={() => setNewParam('1')}>
      <Plus className="size-4" aria-hidden /> New Lead
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Sales and Lead Management" subtitle="Track prospects from first contact to customer." actions={newLeadButton} />

      <LeadStats counts={counts} />

      <Card>
        <CardHeader className="gap-4">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            <CardTitle className="text-lg">Lead Pipeline</CardTitle>
            <SearchInput
              aria-label="Search leads"
              placeholder="Name, company, e-mail or phone"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="lg:w-80"
            />
          </div>
          <StatusFilters value={status} onChange={setStatus} counts={counts} />
        </CardHeader>
        {query.isPending ? (
          <p role="status" className="px-6 pb-6 text-center text-sm text-muted-foreground">
            Loading sales data...
          </p>
        ) : query.isError ? (
          <p role="alert" className="px-6 pb-6 text-sm text-destructive">
            {errorDescription(query.error, 'Could not load leads.')}
          </p>
        ) : leads.length ? (
          <div className="border-t">
            <LeadPipeline leads={leads} onAction={onAction} busyId={changeStatus.isPending ? (changeStatus.variables?.id ?? null) : null} />
          </div>
        ) : (
          <EmptyState
            icon={TrendingUp}
            title="No leads found"
            description={
              search.trim()
                ? 'No lead matches this search.'
                : status
                  ? `No lead is ${LEAD_STATUS_LABELS[status]} right now.`
                  : 'Add the people you are talking to and follow each one to a sale.'
            }
            action={!filtered && newLeadButton}
          />
        )}
        <LoadMore query={query} />
      </Card>

      {newParam !== null && <LeadDialog onOpenChange={(open) => !open && setNewParam(null)} />}
      {active?.kind === 'convert' && (
        <ConvertLeadDialog lead={active.lead} onClose={close} onConvert={(customer, idempotencyKey) => convert.mutateAsync({ id: active.lead.id, customer, idempotencyKey })} />
      )}
      <ConfirmDialog
        open={active?.kind === 'unqualify'}
        onOpenChange={(open) => !open && close()}
        title="Unqualify this lead?"
        description={`${active?.lead.name ?? ''} leaves the pipeline. You can still convert the lead to a customer later.`}
        confirmLabel="Unqualify"
        pending={changeStatus.isPending}
        onConfirm={() => active && changeStatus.mutate({ id: active.lead.id, status: 'unqualified' }, { onSettled: close })}
      />
      <ConfirmDialog
        open={active?.kind === 'delete'}
        onOpenChange={(open) => !open && close()}
        title="Delete Lead"
        description={`Are you sure you want to delete ${active?.lead.name ?? ''}? The lead and its history are removed; a customer made from it stays.`}
        confirmLabel="Delete Lead"
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() => active && remove.mutate(active.lead.id, { onSettled: close })}
      />
    </div>
  );
}
