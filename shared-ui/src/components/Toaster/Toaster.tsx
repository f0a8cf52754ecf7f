import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { toastWanted } from './toastQueue';
import { PlainToaster } from './PlainToaster';

// Offline, sonner cannot be downloaded: the plain toaster, part of the page already, still tells what happened.
const ThemedToaster = lazy(() =>
  import('./SonnerToaster').then(
    (module) => ({ default: module.ThemedToaster }),
    () => ({ default: PlainToaster }),
  ),
);

/** Where toasts appear; it downloads sonner only once the page asks for its first toast. */
export function Toaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(toastWanted.subscribe, toastWanted.current, toastWanted.current);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster {...props} />
    </Suspense>
  );
}

export { toast } from './toastQueue';
