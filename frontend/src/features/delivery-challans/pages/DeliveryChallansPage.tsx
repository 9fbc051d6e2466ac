import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, Truck } from 'lucide-react';
import { CHALLAN_STATUS_LABELS, CHALLAN_STATUSES, type ChallanStatus } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { errorDescription } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParam } from '@/lib/use-search-param';
import { challansQuery, type ChallanListItem } from '../api';
import { ChallanCounters } from '../components/challan-counters';
import { ChallanDetailsDialog } from '../components/challan-details-dialog';
import { ChallanMoveConfirm } from '../components/challan-move-confirm';
import { ChallanTable, type ChallanAction } from '../components/challan-table';
import { CreateChallanDialog } from '../components/create-challan-dialog';
import { ReturnItemsDialog } from '../components/return-items-dialog';

/** Spec part 2 §2 "Delivery Challans": four counters, the list, the create and details dialogs, the row menu. */
export default function DeliveryChallansPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ChallanStatus | ''>('');
  // ?new=1 opens the create dialog (a link can start a challan).
  const [newParam, setNewParam] = useSearchParam('new');
  const creating = newParam !== null;
  const setCreating = (open: boolean) => setNewParam(open ? '1' : null);
  const [active, setActive] = useState<{ action: ChallanAction; challan: ChallanListItem } | null>(null);
  const query = useInfiniteQuery(challansQuery({ search: useDebouncedValue(search.trim()), status }));
  const challans = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(search.trim() || status);
  const close = () => setActive(null);

  const newButton = (label: string) => (
    <Button onClick={() => setCreating(true)}>
      <Plus className="size-4" aria-hidden /> {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Delivery Challans" subtitle="Send goods with a challan, track dispatch and delivery, and invoice what was delivered." actions={newButton('New Challan')} />
      <ChallanCounters />

      <Card>
        <CardHeader className="gap-4 lg:flex-row lg:items-center lg:justify-between">
          <CardTitle className="text-lg">All Challans</CardTitle>
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchInput aria-label="Search challans" placeholder="Challan number or customer" value={search} onChange={(event) => setSearch(event.target.value)} className="sm:w-72" />
            <Select aria-label="Filter by status" value={status} onChange={(event) => setStatus(event.target.value as ChallanStatus | '')} className="sm:w-48">
              <option value="">All statuses</option>
              {CHALLAN_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {CHALLAN_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          </div>
        </CardHeader>
        {query.isError ? (
          <p role="alert" className="px-6 pb-6 text-sm text-destructive">
            {errorDescription(query.error, 'Could not load delivery challans.')}
          </p>
        ) : !query.isPending && !challans.length ? (
          <EmptyState
            icon={Truck}
            title="No delivery challans found"
            description={filtered ? 'No challan matches this search.' : 'Create a challan when you send goods to a customer.'}
            action={!filtered && newButton('Create Challan')}
          />
        ) : (
          <div className="border-t">
            <ChallanTable challans={challans} loading={query.isPending} onAction={(action, challan) => setActive({ action, challan })} />
          </div>
        )}
        <LoadMore query={query} />
      </Card>

      {creating && <CreateChallanDialog onOpenChange={setCreating} />}
      {active?.action === 'view' && <ChallanDetailsDialog challanId={active.challan.id} onOpenChange={close} />}
      {active?.action === 'return' && <ReturnItemsDialog challan={active.challan} onClose={close} />}
      {(active?.action === 'dispatch' || active?.action === 'deliver' || active?.action === 'convert') && <ChallanMoveConfirm move={active.action} challan={active.challan} onClose={close} />}
    </div>
  );
}
