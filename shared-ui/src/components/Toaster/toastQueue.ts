import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type ToastCall = (sonner: Sonner) => void;

/**
 * sonner is downloaded with the first toast, not with every page: until a
 * toaster is mounted, toasts wait here, and asking for one is what mounts it.
 */
let mounted: Sonner | null = null;
/** sonner keeps its toasts itself, so a dismissal reaches them even while no toaster is mounted. */
let loaded: Sonner | null = null;
let wanted = false;
const waiting: ToastCall[] = [];
const listeners = new Set<() => void>();

function show(call: ToastCall) {
  if (mounted) {
    call(mounted);
    return;
  }
  waiting.push(call);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the mounted toaster; shows what waited and returns the unmount callback. */
export function toasterMounted(sonner: Sonner): () => void {
  mounted = sonner;
  loaded = sonner;
  for (const call of waiting.splice(0)) call(sonner);
  return () => {
    if (mounted === sonner) mounted = null;
  };
}

export const toastWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => wanted,
};

type Message = Parameters<Sonner['success']>[0];

/** The portal's toasts: a success or a failure with an optional description, and dismissing them. */
export const toast = {
  success(message: Message, data?: ExternalToast) {
    show((sonner) => sonner.success(message, data));
  },
  error(message: Message, data?: ExternalToast) {
    show((sonner) => sonner.error(message, data));
  },
  /** Dismisses one toast, or all; toasts still waiting for the toaster are dropped. */
  dismiss(id?: string | number) {
    waiting.length = 0;
    loaded?.dismiss(id);
  },
};
