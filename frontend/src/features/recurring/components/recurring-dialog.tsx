import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSaveTemplate, type RecurringTemplate } from '../api';
import { newTemplateValues, templateValuesOf } from '../schema';
import { RecurringForm } from './recurring-form';

interface RecurringDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template to edit; none for a new one. */
  template?: RecurringTemplate;
}

export function RecurringDialog({ open, onOpenChange, template }: RecurringDialogProps) {
  const save = useSaveTemplate();
  // One key per opened form: a double click or a retry creates the template once.
  const [key] = useState(newIdempotencyKey);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{template ? 'Edit Recurring Invoice' : 'Create Recurring Invoice'}</DialogTitle>
          <DialogDescription>An invoice is made on every period date from the start date, until the end date if there is one.</DialogDescription>
        </DialogHeader>
        <RecurringForm
          key={template?.id ?? 'new'}
          defaultValues={template ? templateValuesOf(template) : newTemplateValues()}
          submitLabel={template ? 'Update Template' : 'Create Template'}
          onCancel={close}
          onSubmit={(request) => save.mutateAsync({ id: template?.id, template: request, key }).then(close)}
        />
      </DialogContent>
    </Dialog>
  );
}
