import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateLead } from '../api';
import { LeadForm } from './lead-form';

/** 'Add New Lead'. */
export function LeadDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const create = useCreateLead();
  // One key per submission: a double click or a retried request adds the lead once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const close = () => onOpenChange(false);
  const save = (lead: Parameters<typeof create.mutateAsync>[0]['lead']) =>
    create.mutateAsync({ lead, idempotencyKey }).then(close, (error: unknown) => {
      // The server answered, so nothing was added: the next attempt is a new request.
      if (error instanceof ApiError) setIdempotencyKey(newIdempotencyKey());
      throw error;
    });
  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && close()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Add New Lead</DialogTitle>
          <DialogDescription>A prospect you are talking to. Only the name is required.</DialogDescription>
        </DialogHeader>
        <LeadForm onSubmit={save} onCancel={close} />
      </DialogContent>
    </Dialog>
  );
}
