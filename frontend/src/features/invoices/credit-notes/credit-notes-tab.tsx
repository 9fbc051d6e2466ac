import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download, ReceiptText } from 'lucide-react';
import { CREDIT_NOTE_REASON_LABELS } from '@hisaab/contracts';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { IconButton } from '@/components/ui/icon-button';
import { LoadMore } from '@/components/ui/load-more';
import { SearchInput } from '@/components/ui/search-input';
import { errorDescription } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { creditNotesQuery, downloadCreditNotePdf, type CreditNoteListItem } from './api';

const COLUMNS: readonly Column<CreditNoteListItem>[] = [
  { header: 'Credit note', cell: (note) => <span className="font-medium whitespace-nowrap">{note.noteNumber}</span> },
  { header: 'Invoice', cell: (note) => <span className="whitespace-nowrap">{note.invoiceNumber}</span> },
  { header: 'Customer', cell: (note) => note.customerName },
  { header: 'Date', cell: (note) => formatDate(note.noteDate) },
  { header: 'Reason', cell: (note) => CREDIT_NOTE_REASON_LABELS[note.reason] },
  { header: 'Total', numeric: true, cell: (note) => formatRupees(note.total) },
  { header: 'Refund due', numeric: true, cell: (note) => (note.refundDue > 0 ? formatRupees(note.refundDue) : '—') },
];

/** The Credit Notes tab of the Invoices screen: every note, newest first, searchable by number or customer. */
export function CreditNotesTab() {
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(creditNotesQuery(useDebouncedValue(search.trim())));
  const notes = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader className="gap-4 lg:flex-row lg:items-center lg:justify-between">
        <CardTitle className="text-lg">Credit Notes</CardTitle>
        <SearchInput
          aria-label="Search credit notes"
          placeholder="Note number or customer"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:w-72"
        />
      </CardHeader>
      {query.isError ? (
        <p role="alert" className="px-6 pb-6 text-sm text-destructive">
          {errorDescription(query.error, 'Could not load credit notes.')}
        </p>
      ) : !query.isPending && !notes.length ? (
        <EmptyState
          icon={ReceiptText}
          title="No credit notes found"
          description={search.trim() ? 'No credit note matches this search.' : "Create one from a sent or paid invoice's menu: 'Create Credit Note'."}
        />
      ) : (
        <div className="border-t">
          <DataTable
            caption="Credit Notes"
            columns={COLUMNS}
            rows={notes}
            rowKey={(note) => note.id}
            loading={query.isPending}
            skeletonRows={5}
            actions={(note) => (
              <IconButton label={`Download PDF of ${note.noteNumber}`} tooltip="Download PDF" icon={Download} onClick={() => void downloadCreditNotePdf(note)} />
            )}
          />
        </div>
      )}
      <LoadMore query={query} />
    </Card>
  );
}
