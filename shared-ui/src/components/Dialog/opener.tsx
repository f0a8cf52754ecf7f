import { cloneElement, createContext, useEffect, useState, type MouseEvent, type ReactElement, type Ref, type RefObject } from 'react';
import { useFirstScreen } from '../../index';

type Frames = typeof import('./frames');

let frames: Frames | undefined;
let downloading: Promise<Frames> | undefined;

function downloadFrames(): Promise<Frames> {
  downloading ??= import('./frames').then(
    (module) => (frames = module),
    (error: unknown) => {
      downloading = undefined;
      throw error;
    },
  );
  return downloading;
}

/**
 * The frames of dialogs and sheets (Radix Dialog, its focus trap and scroll lock): undefined until
 * downloaded. A page downloads them when one of its dialogs first opens, or in idle time once its
 * first screen is shown, so no screen waits for a dialog it has not opened. A failed download goes
 * to the screen's boundary, whose Retry tries again.
 */
export function useFrames(open: boolean): Frames | undefined {
  const [loaded, setLoaded] = useState(() => frames);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const firstScreen = useFirstScreen();
  useEffect(() => {
    if (loaded) return undefined;
    let mounted = true;
    const load = () =>
      void downloadFrames().then(
        (module) => mounted && setLoaded(module),
        (error: unknown) => mounted && open && setFailure({ error }),
      );
    let cancel: (() => void) | undefined;
    if (open) load();
    else cancel = firstScreen.whenIdleAfterShown(load);
    return () => {
      mounted = false;
      cancel?.();
    };
  }, [firstScreen, loaded, open]);
  if (failure) throw failure.error;
  return loaded;
}

/** Open or closed: the caller's when it passes `open`, else the dialog's own. */
export function useOpenState(open: boolean | undefined, onOpenChange: ((open: boolean) => void) | undefined) {
  const [own, setOwn] = useState(false);
  const current = open ?? own;
  const change = (next: boolean) => {
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  return [current, change] as const;
}

/** What closes the dialog or sheet around it (DialogClose). */
export const CloseContext = createContext<() => void>(() => undefined);

type Clickable = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void; ref?: Ref<HTMLElement> }>;

/** Calls the element's own click handler first; the action is skipped when that handler prevented it. */
export function withClick(given: ReactElement, action: () => void, extra: Record<string, unknown> = {}) {
  const element = given as Clickable;
  return cloneElement(element, {
    ...extra,
    onClick: (event: MouseEvent<HTMLElement>) => {
      element.props.onClick?.(event);
      if (!event.defaultPrevented) action();
    },
  });
}

function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

export interface OpenerProps {
  element: ReactElement;
  open: boolean;
  contentId: string;
  onToggle: () => void;
  openerRef: RefObject<HTMLElement | null>;
}

/** The element that opens a dialog, telling assistive technology what it opens and whether it is open, as Radix's trigger does. */
export function Opener({ element, open, contentId, onToggle, openerRef }: OpenerProps) {
  return withClick(element, onToggle, {
    ref: mergeRefs((element as Clickable).props.ref, openerRef),
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': contentId,
    'data-state': open ? 'open' : 'closed',
  });
}
