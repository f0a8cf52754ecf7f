import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/**
 * False from the browser's "offline" event until its "online" one: the portal's one reading of the
 * connection, shared with the query client. The browser's bare `navigator.onLine` is not trusted,
 * as it reads false on a machine whose only connection is to a backend on itself.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
