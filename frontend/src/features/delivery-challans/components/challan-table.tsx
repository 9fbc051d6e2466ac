import { CheckCircle2, Download, Eye, FileText, Truck, Undo2 } from 'lucide-react';
import { CHALLAN_INVOICEABLE_STATUSES, CHALLAN_TRANSITIONS } from '@hisaab/contracts';
import { Badge } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { formatDate, formatRupees } from '@/lib/format';
import { downloadChallanPdf, type ChallanListItem } from '../api';
import { ChallanStatusBadge } from './challan-status-badge';

export type ChallanAction = 'view' | 'dispatch' | 'deliver' | 'return' | 'convert';

const COLUMNS: readonly Column<ChallanListItem>[] = [
  { header: 'Challan', cell: (c) => <span className="font-medium whitespace-nowrap">{c.challanNumber}</span> },
  { header: 'Customer', cell: (c) => c.customer.name },
  { header: 'Date', cell: (c) => formatDate(c.challanDate) },
  {
    header: 'Value',
    numeric: true,
    cell: (c) => (
      <span className="inline-flex flex-col items-end">
        {formatRupees(c.total)}
        {c.ewayBillRequired && <span className="text-xs font-normal text-muted-foreground">E-way bill needed</span>}
      </span>
    ),
  },
  {
    header: 'Status',
    cell: (c) => (
      <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start">
        <ChallanStatusBadge status={c.status} />
        {c.isInvoiced && <Badge variant="outline">Invoiced</Badge>}
      </span>
    ),
  },
];

interface ChallanTableProps {
  challans: readonly ChallanListItem[];
  loading: boolean;
  onAction: (action: ChallanAction, challan: ChallanListItem) => void;
}

/** Five placeholder rows while loading (spec part 2 §9). */
export function ChallanTable({ challans, loading, onAction }: ChallanTableProps) {
  return (
    <DataTable
      caption="All Delivery Challans"
      columns={COLUMNS}
      rows={challans}
      rowKey={(c) => c.id}
      loading={loading}
      skeletonRows={5}
      actions={(c) => <RowMenu challan={c} onAction={onAction} />}
    />
  );
}

/** Only the moves the server accepts from the challan's status (CHALLAN_TRANSITIONS), and conversion of a delivered or partly returned one. */
function RowMenu({ challan, onAction }: { challan: ChallanListItem; onAction: ChallanTableProps['onAction'] }) {
  const moves = CHALLAN_TRANSITIONS[challan.status];
  const canReturn = moves.includes('returned') && !challan.isInvoiced;
  return (
    <RowActionsMenu label={`Actions for ${challan.challanNumber}`}>
      <DropdownMenuItem onSelect={() => onAction('view', challan)}>
        <Eye className="size-4" aria-hidden /> View details
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => void downloadChallanPdf(challan)}>
        <Download className="size-4" aria-hidden /> Download PDF
      </DropdownMenuItem>
      {(moves.includes('dispatched') || moves.includes('delivered') || canReturn) && <DropdownMenuSeparator />}
      {moves.includes('dispatched') && (
        <DropdownMenuItem onSelect={() => onAction('dispatch', challan)}>
          <Truck className="size-4" aria-hidden /> Mark as Dispatched
        </DropdownMenuItem>
      )}
      {moves.includes('delivered') && (
        <DropdownMenuItem onSelect={() => onAction('deliver', challan)}>
          <CheckCircle2 className="size-4" aria-hidden /> Mark as Delivered
        </DropdownMenuItem>
      )}
      {canReturn && (
        <DropdownMenuItem onSelect={() => onAction('return', challan)}>
          <Undo2 className="size-4" aria-hidden /> Record Return
        </DropdownMenuItem>
      )}
      {CHALLAN_INVOICEABLE_STATUSES.includes(challan.status) && !challan.isInvoiced && (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => onAction('convert', challan)}>
            <FileText className="size-4" aria-hidden /> Convert to Invoice
          </DropdownMenuItem>
        </>
      )}
    </RowActionsMenu>
  );
}
