import { lazy, Suspense, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { SendInvoiceEmailDialog } from '@/components/messaging/send-invoice-email-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorDescription } from '@/lib/api-client';
import { useSendInvoiceWhatsApp, type InvoiceEmailKind } from '@/lib/messaging';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParam } from '@/lib/use-search-param';
import { invoicesQuery } from '../api';
import { CreditNoteDialog } from '../credit-notes/credit-note-dialog';
import { CreditNotesTab } from '../credit-notes/credit-notes-tab';
import { InvoiceDetailsDialog } from '../components/invoice-details-dialog';
import { InvoiceStatusConfirm } from '../components/invoice-status-confirm';
import { MarkPaidDialog } from '../components/mark-paid-dialog';
import { InvoiceTable, type InvoiceAction, type MessageAction } from '../components/invoice-table';
import type { InvoiceDisplayStatus, InvoiceListItem } from '../types';

/** One dialog for a new invoice and for editing a draft (the same form). */
const InvoiceFormDialog = lazy(() => import('../invoice-form/create-invoice-dialog'));

/** The dashboard's Create Invoice links here with ?new=1: the create dialog opens. */
const NEW_PARAM = 'new';
/** ?tab=credit-notes opens the Credit Notes tab (a link or a reload keeps it). */
const TAB_PARAM = 'tab';
const CREDIT_NOTES_TAB = 'credit-notes';
/** ?invoice=<id> opens that invoice's details (the GST returns' fix list links here). */
const INVOICE_PARAM = 'invoice';

const EMAIL_KINDS: Partial<Record<MessageAction, InvoiceEmailKind>> = { email: 'invoice', emailPdf: 'invoice_pdf', reminderEmail: 'reminder' };

const STATUS_FILTERS: { value: InvoiceDisplayStatus | ''; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'sent', label: 'Pending' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
  { value: 'cancelled', label: 'Cancelled' },
];

export default function InvoicesPage() {
  const [newParam, setNewParam] = useSearchParam(NEW_PARAM);
  const [tab, setTab] = useSearchParam(TAB_PARAM);
  const [linkedInvoice, setLinkedInvoice] = useSearchParam(INVOICE_PARAM);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<InvoiceDisplayStatus | ''>('');
  const query = useInfiniteQuery(invoicesQuery({ search: useDebouncedValue(search.trim()), status }));
  const [active, setActive] = useState<{ action: InvoiceAction; invoice: InvoiceListItem } | null>(null);
  const invoices = query.data?.pages.flatMap((page) => page.items) ?? [];
  const creating = newParam !== null;
  const filtered = Boolean(search.trim() || status);

  const setCreating = (open: boolean) => setNewParam(open ? '1' : null);

  const whatsApp = useSendInvoiceWhatsApp();
  const emailKind = active && EMAIL_KINDS[active.action as MessageAction];

  const onAction = (action: InvoiceAction, invoice: InvoiceListItem) => {
    if (action === 'whatsappReminder') whatsApp.send(invoice.id, 'reminder');
    else if (action === 'whatsappLink') whatsApp.send(invoice.id, 'download_link');
    else setActive({ action, invoice });
  };

  const newInvoiceButton = (label: string) => (
    <Button onClick={() => setCreating(true)}>
      <Plus className="size-4" aria-hidden /> {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Invoices" subtitle="Manage your invoices and track payments." actions={newInvoiceButton('New Invoice')} />

      <Tabs value={tab === CREDIT_NOTES_TAB ? CREDIT_NOTES_TAB : 'invoices'} onValueChange={(value) => setTab(value === CREDIT_NOTES_TAB ? value : null)}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="invoices">Invoices</TabsTrigger>
          <TabsTrigger value={CREDIT_NOTES_TAB}>Credit Notes</TabsTrigger>
        </TabsList>
        <TabsContent value={CREDIT_NOTES_TAB}>
          <CreditNotesTab />
        </TabsContent>
        <TabsContent value="invoices">
          <Card>
            <CardHeader className="gap-4 lg:flex-row lg:items-center lg:justify-between">
              <CardTitle className="text-lg">All Invoices</CardTitle>
              <div className="flex flex-col gap-2 sm:flex-row">
                <SearchInput
                  aria-label="Search invoices"
                  placeholder="Invoice number or customer"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  className="sm:w-72"
                />
                <Select aria-label="Filter by status" value={status} onChange={(event) => setStatus(event.target.value as InvoiceDisplayStatus | '')} className="sm:w-44">
                  {STATUS_FILTERS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              </div>
            </CardHeader>
            {query.isError ? (
              <p role="alert" className="px-6 pb-6 text-sm text-destructive">
                {errorDescription(query.error, 'Could not load invoices.')}
              </p>
            ) : !query.isPending && !invoices.length ? (
              <EmptyState
                icon={FileText}
                title="No invoices found"
                description={filtered ? 'No invoice matches this search.' : 'Get started by creating your first invoice'}
                action={!filtered && newInvoiceButton('Create Invoice')}
              />
            ) : (
              <div className="border-t">
                <InvoiceTable invoices={invoices} loading={query.isPending} onAction={onAction} sendingWhatsApp={whatsApp.isSending} />
              </div>
            )}
            <LoadMore query={query} />
          </Card>
        </TabsContent>
      </Tabs>

      {creating && (
        <Suspense fallback={null}>
          <InvoiceFormDialog onOpenChange={setCreating} />
        </Suspense>
      )}
      {active?.action === 'edit' && (
        <Suspense fallback={null}>
          <InvoiceFormDialog edit={{ id: active.invoice.id, invoiceNumber: active.invoice.invoiceNumber }} onOpenChange={() => setActive(null)} />
        </Suspense>
      )}
      {active?.action === 'view' && <InvoiceDetailsDialog invoiceId={active.invoice.id} onOpenChange={() => setActive(null)} />}
      {linkedInvoice && !active && <InvoiceDetailsDialog invoiceId={linkedInvoice} onOpenChange={() => setLinkedInvoice(null)} />}
      {active?.action === 'send' && <InvoiceStatusConfirm invoice={active.invoice} status="sent" onClose={() => setActive(null)} />}
      {active?.action === 'markPaid' && <MarkPaidDialog invoice={active.invoice} onClose={() => setActive(null)} />}
      {active?.action === 'creditNote' && <CreditNoteDialog invoiceId={active.invoice.id} onClose={() => setActive(null)} />}
      {active?.action === 'cancel' && <InvoiceStatusConfirm invoice={active.invoice} status="cancelled" onClose={() => setActive(null)} />}
      {active && emailKind && (
        <SendInvoiceEmailDialog
          invoice={{ id: active.invoice.id, invoiceNumber: active.invoice.invoiceNumber, customerName: active.invoice.customer?.name }}
          kind={emailKind}
          onClose={() => setActive(null)}
        />
      )}
    </div>
  );
}
