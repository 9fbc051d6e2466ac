import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorDescription } from '@/lib/api-client';
import { businessConfigQuery } from '@/lib/messaging';
import { invoiceGstSettingsQuery, invoiceQuery } from '../api';
import { InvoiceForm } from './invoice-form';

interface InvoiceFormDialogProps {
  /** The draft to edit: the form opens filled from GET /api/invoices/{id} and saves with PUT. Without it, a new invoice. */
  edit?: { id: string; invoiceNumber: string };
  onOpenChange: (open: boolean) => void;
}

/** Its own chunk: the form, the tax Rule and its helpers load when the dialog first opens. */
export default function InvoiceFormDialog({ edit, onOpenChange }: InvoiceFormDialogProps) {
  const config = useQuery(businessConfigQuery());
  const gst = useQuery(invoiceGstSettingsQuery());
  const draft = useQuery({ ...invoiceQuery(edit?.id ?? ''), enabled: Boolean(edit) });
  const close = () => onOpenChange(false);
  const loadError = config.error ?? gst.error ?? (edit ? draft.error : null);
  const loaded = config.data && gst.data && (!edit || draft.data);

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="full" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{edit ? `Edit Invoice ${edit.invoiceNumber}` : 'Create New Invoice'}</DialogTitle>
          <DialogDescription>
            {edit
              ? 'A draft can change until it is sent. Every amount is worked out again when you save.'
              : 'Saved as a draft. Send it when it is ready: then its stock is taken and it counts as a sale.'}
          </DialogDescription>
        </DialogHeader>
        {loadError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorDescription(loadError, edit ? 'Could not load this invoice.' : 'Could not load your business settings.')}
          </p>
        ) : !loaded || !config.data || !gst.data ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-6" label="Loading" />
          </div>
        ) : !config.data.stateCode ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm">
            <p>
              Add your GSTIN or your state in Configuration first. It decides whether an invoice carries CGST + SGST or IGST.
            </p>
            <Link to="/config" onClick={close} className={buttonClasses('default', 'sm')}>
              Open Configuration
            </Link>
          </div>
        ) : draft.data && draft.data.status !== 'draft' ? (
          <p role="alert" className="text-sm text-destructive">
            {draft.data.invoiceNumber} has been sent: only drafts can be edited.
          </p>
        ) : (
          <InvoiceForm
            businessState={config.data.stateCode}
            invoicePrefix={config.data.invoicePrefix}
            roundOff={config.data.roundOff}
            composition={gst.data.isComposition}
            gstRegistered={config.data.gstEnabled}
            // Spec: "Default GST 18% (config and items)"; the cess comes from the GST settings.
            lineDefaults={{ gstRate: config.data.defaultGstRate, cessRate: gst.data.cessRate }}
            invoice={edit ? draft.data : undefined}
            onSaved={close}
            onCancel={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
