import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useChangeChallanStatus, useConvertToInvoice, type ChallanListItem } from '../api';

export type ChallanMove = 'dispatch' | 'deliver' | 'convert';

const TEXTS: Record<ChallanMove, { title: string; confirm: string; description: (c: ChallanListItem) => string }> = {
  dispatch: {
    title: 'Mark as Dispatched?',
    confirm: 'Mark as Dispatched',
    description: (c) => `${c.challanNumber} to ${c.customer.name}: its goods from inventory leave stock now.`,
  },
  deliver: {
    title: 'Mark as Delivered?',
    confirm: 'Mark as Delivered',
    description: (c) => `${c.challanNumber} reached ${c.customer.name}. A delivered challan can be converted to an invoice.`,
  },
  convert: {
    title: 'Convert to Invoice?',
    confirm: 'Convert to Invoice',
    description: (c) =>
      c.status === 'partially_returned'
        ? `A draft invoice for ${c.customer.name} is made from ${c.challanNumber} for the goods that were kept (what came back is left out), at its rates. Its goods already left stock with the challan.`
        : `A draft invoice for ${c.customer.name} is made from ${c.challanNumber}, at its rates. Its goods already left stock with the challan.`,
  },
};

/** Asks before a challan moves on: dispatch takes stock, conversion makes an invoice. */
export function ChallanMoveConfirm({ move, challan, onClose }: { move: ChallanMove; challan: ChallanListItem; onClose: () => void }) {
  const change = useChangeChallanStatus();
  const convert = useConvertToInvoice();
  // One key per confirmation: a double click or a retry makes one invoice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const texts = TEXTS[move];
  const run = () => {
    const done = move === 'convert' ? convert.mutateAsync({ id: challan.id, idempotencyKey }) : change.mutateAsync({ id: challan.id, status: move === 'dispatch' ? 'dispatched' : 'delivered' });
    // Failures are announced by the mutation's toast; the dialog closes either way.
    done.then(onClose, onClose);
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={texts.title}
      description={texts.description(challan)}
      confirmLabel={texts.confirm}
      onConfirm={run}
      pending={change.isPending || convert.isPending}
    />
  );
}
