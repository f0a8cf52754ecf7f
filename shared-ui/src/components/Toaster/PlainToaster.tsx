import { useEffect, useState } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { toasterMounted } from './toastQueue';

/** How long a toast stays, as sonner keeps one. */
const SHOWN_MS = 4_000;

interface PlainToast {
  id: number;
  tone: 'success' | 'danger';
  title: string;
  description?: string;
}

const Stack = styled.ol`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: min(22rem, calc(100vw - 2rem));
  margin: 0;
  padding: 0;
  list-style: none;
`;

let nextId = 0;

/**
 * The toaster when sonner cannot be downloaded (the connection dropped before the first toast):
 * the same messages in a plain announced list, so a failure made offline is still told.
 */
export function PlainToaster() {
  const [toasts, setToasts] = useState<PlainToast[]>([]);
  useEffect(() => {
    const add = (tone: PlainToast['tone']) => (message: unknown, data?: ExternalToast) => {
      nextId += 1;
      const id = nextId;
      const description = typeof data?.description === 'string' ? data.description : undefined;
      setToasts((shown) => [...shown, { id, tone, title: String(message), ...(description ? { description } : {}) }]);
      setTimeout(() => setToasts((shown) => shown.filter((toast) => toast.id !== id)), SHOWN_MS);
      return id;
    };
    const plain = {
      success: add('success'),
      error: add('danger'),
      dismiss: (id?: string | number) => setToasts((shown) => (id === undefined ? [] : shown.filter((toast) => toast.id !== id))),
    };
    return toasterMounted(plain as unknown as typeof sonnerToast);
  }, []);
  return (
    <Stack aria-label="Notifications">
      {toasts.map((toast) => (
        <li key={toast.id}>
          <Alert tone={toast.tone} title={toast.title} role={toast.tone === 'danger' ? 'alert' : 'status'}>
            {toast.description}
          </Alert>
        </li>
      ))}
    </Stack>
  );
}
