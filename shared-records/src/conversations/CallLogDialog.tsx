import { lazy, Suspense, useState } from 'react';
import { PhoneCall } from 'lucide-react';
import { Button, PageSpinner, type ButtonProps } from '@export-portal/shared-ui';
import { Dialog } from '@export-portal/shared-ui/dialog';
import type { ConversationWith } from './NewMessageDialog';

// The form and its checks download with the first dialog opened, not with the screen.
const CallLogForm = lazy(() => import('./CallLogForm').then((module) => ({ default: module.CallLogForm })));

export type CallLogButtonProps = ConversationWith & {
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
};

/** Call Log: records a phone call with a customer in their thread. The dialog exists only while open. */
export function CallLogButton({ size, variant = 'outline', ...conversation }: CallLogButtonProps) {
  const { customer } = conversation;
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
            <CallLogForm {...conversation} onLogged={() => setOpen(false)} />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
