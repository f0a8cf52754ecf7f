import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { Button, PageSpinner, type ButtonProps } from '@export-portal/shared-ui';
import { Dialog } from '@export-portal/shared-ui/dialog';
import type { CustomerChooser } from '../customerPicker';

// The form and its checks download with the first dialog opened, not with the screen.
const NewMessageForm = lazy(() => import('./NewMessageForm').then((module) => ({ default: module.NewMessageForm })));

/** The customer a message or call is about, when the screen already knows them. */
export interface ConversationCustomer {
  id: string;
  name: string;
}

/**
 * Who a message or a call is with: the customer the screen already shows, or one the dialog asks
 * for in the customer picker the section gives it.
 */
export type ConversationWith = { customer: ConversationCustomer; chooseCustomer?: never } | { customer?: never; chooseCustomer: CustomerChooser };

export type NewMessageButtonProps = ConversationWith & {
  /** The subject the message starts with, such as a reply's. */
  subject?: string;
  /** What the button says: New Message, or Reply where it answers a message. */
  label?: string;
  /** The dialog's heading, when it differs from the button's words. */
  title?: string;
  icon?: ReactNode;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
};

/**
 * New Message: opens a dialog that e-mails a customer. The dialog exists only while open, so each
 * opening starts blank; focus returns to the button when it closes.
 */
export function NewMessageButton({
  subject = '',
  label = 'New Message',
  title = label,
  icon = <MessageSquarePlus aria-hidden size={16} />,
  size,
  variant,
  ...conversation
}: NewMessageButtonProps) {
  const { customer } = conversation;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} onClick={() => setOpen(true)}>
        {icon}
        {label}
      </Button>
      {open ? (
        <Dialog
          open
          onOpenChange={setOpen}
          title={title}
          description={customer ? `An e-mail to ${customer.name}, kept in their thread.` : 'An e-mail to a customer, kept in their thread.'}
        >
          <Suspense fallback={<PageSpinner label="Loading the form" />}>
            <NewMessageForm {...conversation} subject={subject} onSent={() => setOpen(false)} />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
