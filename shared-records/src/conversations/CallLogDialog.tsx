import { lazy, Suspense, useState } from 'react';
import { PhoneCall } from 'lucide-react';
import { Button, PageSpinner, type ButtonProps } from '@export-portal/shared-ui';
import { Dialog } from '@export-portal/shared-ui/dialog';
import type { ConversationCustomer } from './NewMessageDialog';

// The form, its checks and the customer picker download with the first dialog opened, not with the screen.
const CallLogForm = lazy(() => import('./CallLogForm').then((module) => ({ default: module.CallLogForm })));

export interface CallLogButtonProps {
  /** The customer on the call; without one, the dialog asks for one. */
  customer?: ConversationCustomer;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/** Call Log: records a phone call with a customer in their thread. The dialog exists only while open. */
export function CallLogButton({ customer, size, variant = 'outline' }: CallLogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} onClick={() => setOpen(true)}>
        <PhoneCall aria-hidden size={16} />
        Call Log
      </Button>
      {open ? (
        <Dialog
          open
          onOpenChange={setOpen}
          title="Call Log"
          description={customer ? `A phone call with ${customer.name}, kept in their thread.` : 'A phone call with a customer, kept in their thread.'}
        >
          <Suspense fallback={<PageSpinner label="Loading the form" />}>
            <CallLogForm customer={customer} onLogged={() => setOpen(false)} />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
