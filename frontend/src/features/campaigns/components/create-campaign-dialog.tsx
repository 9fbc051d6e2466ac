import { useState } from 'react';
import type { CampaignRequest } from '@hisaab/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateCampaign } from '../api';
import { CampaignForm } from './campaign-form';

/** The create dialog: a new campaign is a draft, started from its card. */
export function CreateCampaignDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCampaign();
  // One key per submission: a double click or a retried request makes one campaign.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const save = (campaign: CampaignRequest) =>
    create.mutateAsync({ campaign, idempotencyKey }).then(onClose, (error: unknown) => {
      if (error instanceof ApiError) setIdempotencyKey(newIdempotencyKey());
      throw error;
    });
  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Create Campaign</DialogTitle>
          <DialogDescription>An e-mail to a group of your customers. It is saved as a draft; start it when you are ready.</DialogDescription>
        </DialogHeader>
        <CampaignForm onSubmit={save} onCancel={onClose} />
      </DialogContent>
    </Dialog>
  );
}
