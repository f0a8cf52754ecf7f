import { useState, type ReactElement } from 'react';
import { Pencil, Trash2, UserPlus } from 'lucide-react';
import { useDataMutation } from '@export-portal/shared-auth';
import { customerDisplayName, failureNotice } from '@export-portal/shared-domain';
import { Button } from '@export-portal/shared-ui';
import { ConfirmDialog, Dialog } from '@export-portal/shared-ui/dialog';
import { CustomerForm } from './CustomerForm';
import { type CustomerVersion, customerList, deleteCustomer } from '../../data/customers';

/** The customer form in a dialog; it is rebuilt each time it opens, from the customer as listed then. */
function CustomerDialog({ customer, trigger, title }: { customer: CustomerVersion | null; trigger: ReactElement; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog trigger={trigger} title={title} open={open} onOpenChange={setOpen}>
      {open ? <CustomerForm customer={customer} onSaved={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

export function AddCustomerButton() {
  return (
    <CustomerDialog
      customer={null}
      title="Add Customer"
      trigger={
        <Button>
          <UserPlus aria-hidden size={16} />
          Add Customer
        </Button>
      }
    />
  );
}

export function EditCustomerButton({ customer }: { customer: CustomerVersion }) {
  const name = customerDisplayName(customer);
  return (
    <CustomerDialog
      customer={customer}
      title={`Edit ${name}`}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Edit ${name}`}>
          <Pencil aria-hidden size={14} />
          Edit
        </Button>
      }
    />
  );
}

/** Asks, then deletes; the database refuses while the customer has vehicles, shipments or documents, and the dialog says so. */
export function DeleteCustomerButton({ customer }: { customer: CustomerVersion }) {
  const remove = useDataMutation({ action: 'deleteCustomer', write: deleteCustomer, invalidates: [customerList.keys] });
  const name = customerDisplayName(customer);
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="danger" aria-label={`Delete ${name}`}>
          <Trash2 aria-hidden size={14} />
          Delete
        </Button>
      }
      title="Delete customer?"
      description={`The customer record of ${name} will be deleted for good. A linked client account stays, without a customer.`}
      confirmLabel="Delete customer"
      onConfirm={() => remove.mutateAsync({ id: customer.id })}
      failureMessage={(error) => failureNotice('deleteCustomer', error).reason}
    />
  );
}
