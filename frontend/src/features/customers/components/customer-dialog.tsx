import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useSaveCustomer, type Customer } from '../api';
import { customerToForm, EMPTY_CUSTOMER } from '../schemas';
import { CustomerForm } from './customer-form';

interface CustomerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer to edit; none for 'Add New Customer'. */
  customer?: Customer;
}

export function CustomerDialog({ open, onOpenChange, customer }: CustomerDialogProps) {
  const save = useSaveCustomer();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{customer ? 'Edit Customer' : 'Add New Customer'}</DialogTitle>
          <DialogDescription>Only the name is required. A GSTIN fills in the state.</DialogDescription>
        </DialogHeader>
        <CustomerForm
          // A fresh form per customer: the values of the last one never leak into the next.
          key={customer?.id ?? 'new'}
          defaultValues={customer ? customerToForm(customer) : EMPTY_CUSTOMER}
          submitLabel={customer ? 'Update Customer' : 'Add Customer'}
          onCancel={close}
          onSubmit={(input) => save.mutateAsync({ id: customer?.id, customer: input }).then(close)}
        />
      </DialogContent>
    </Dialog>
  );
}
