import { FileText, Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import type { Customer } from '../api';

interface CustomerCardProps {
  customer: Customer;
  onEdit: () => void;
  onViewInvoices: () => void;
  onDelete: () => void;
}

export function CustomerCard({ customer, onEdit, onViewInvoices, onDelete }: CustomerCardProps) {
  const place = [customer.city, customer.state].filter(Boolean).join(', ');
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="line-clamp-2 font-semibold break-words" title={customer.name}>
            {customer.name}
          </h3>
          <p className="font-mono text-xs text-muted-foreground">{customer.gstNumber ?? 'No GSTIN (unregistered)'}</p>
          {customer.sezUnit && <Badge variant="secondary" className="mt-1">SEZ unit · IGST</Badge>}
        </div>
        <RowActionsMenu className="-mt-2 -mr-2 shrink-0" label={`Actions for ${customer.name}`}>
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil className="size-4" aria-hidden /> Edit
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onViewInvoices}>
            <FileText className="size-4" aria-hidden /> View Invoices
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onDelete} className="text-destructive">
            <Trash2 className="size-4" aria-hidden /> Delete
          </DropdownMenuItem>
        </RowActionsMenu>
      </div>
      <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
        {customer.email && (
          <li className="flex min-w-0 items-center gap-2">
            <Mail className="size-4 shrink-0" aria-hidden />
            <span className="sr-only">Email:</span>
            <span className="truncate">{customer.email}</span>
          </li>
        )}
        {customer.phone && (
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0" aria-hidden />
            <span className="sr-only">Phone:</span>+91 {customer.phone}
          </li>
        )}
        {place && (
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span className="sr-only">Place:</span>
            {place}
          </li>
        )}
      </ul>
    </Card>
  );
}
