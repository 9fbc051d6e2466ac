import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDescription } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParam } from '@/lib/use-search-param';
import { customersQuery, useDeleteCustomer, type Customer } from '../api';
import { CustomerCard } from '../components/customer-card';
import { CustomerDialog } from '../components/customer-dialog';
import { CustomerInvoicesDialog } from '../components/customer-invoices-dialog';

const SKELETON_CARDS = 6;
/** `/customers?new=1` (the dashboard's setup checklist) opens Add Customer. */
const NEW_PARAM = 'new';

export default function CustomersPage() {
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(customersQuery(useDebouncedValue(search.trim())));
  const deleteCustomer = useDeleteCustomer();
  const [dialog, setDialog] = useState<{ customer?: Customer } | null>(null);
  const [newParam, setNewParam] = useSearchParam(NEW_PARAM);
  const closeDialog = () => {
    setDialog(null);
    if (newParam !== null) setNewParam(null);
  };
  const [invoicesOf, setInvoicesOf] = useState<Customer | null>(null);
  const customers = query.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = (customer: Customer) => {
    if (window.confirm(`Are you sure you want to delete ${customer.name}?`)) deleteCustomer.mutate(customer.id);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Customers"
        subtitle="The people and businesses you bill, with their GST details."
        actions={
          <Button onClick={() => setDialog({})}>
            <Plus className="size-4" aria-hidden /> Add Customer
          </Button>
        }
      />
      <SearchInput
        aria-label="Search customers"
        placeholder="Search by name, phone or GSTIN"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="max-w-md"
      />

      {query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorDescription(query.error, 'Could not load customers.')}
        </p>
      ) : query.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Card key={index} className="flex flex-col gap-3 p-5" data-testid="customer-skeleton">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-4 w-24" />
            </Card>
          ))}
        </div>
      ) : customers.length ? (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {customers.map((customer) => (
              <li key={customer.id}>
                <CustomerCard
                  customer={customer}
                  onEdit={() => setDialog({ customer })}
                  onViewInvoices={() => setInvoicesOf(customer)}
                  onDelete={() => confirmDelete(customer)}
                />
              </li>
            ))}
          </ul>
          <LoadMore query={query} className="mt-6" />
        </>
      ) : (
        <Card>
          <EmptyState
            icon={Users}
            title="No customers found"
            description={search ? 'Try another name, phone number or GSTIN.' : 'Add your first customer to start billing.'}
            action={
              !search && (
                <Button onClick={() => setDialog({})}>
                  <Plus className="size-4" aria-hidden /> Add Customer
                </Button>
              )
            }
          />
        </Card>
      )}

      <CustomerDialog open={dialog !== null || newParam !== null} onOpenChange={(open) => !open && closeDialog()} customer={dialog?.customer} />
      {invoicesOf && <CustomerInvoicesDialog customer={invoicesOf} onOpenChange={(open) => !open && setInvoicesOf(null)} />}
    </div>
  );
}
