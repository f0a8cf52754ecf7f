import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { PageSpinner } from '@export-portal/shared-ui';

/** What the spinner says while a screen's code downloads. */
export const SCREEN_DOWNLOADING_LABEL = 'Loading page';

/** Every screen download started so far, settled or not. */
const downloads = new Set<Promise<unknown>>();

/** Resolves once every screen download started so far has finished, failed ones included. */
export function screenDownloadsSettled(): Promise<void> {
  return Promise.allSettled(downloads).then(() => undefined);
}

/** A screen downloaded on first use, which can also be asked to download ahead of it. */
export type LazyScreen<Props extends object> = ComponentType<Props> & {
  /** Starts the download, if it has not started, and resolves once the screen is there. */
  preload(): Promise<unknown>;
};

/**
 * A screen downloaded the first time it is shown (or ahead of it, with
 * `preload`), so a page does not wait for the code of every other page. It
 * shows a spinner of its own while it downloads rather than suspending: React
 * holds back content that replaces a Suspense fallback until 300 ms after the
 * fallback showed, which a first visit would pay at every step. A screen already
 * downloaded renders at once. A failed download is forgotten: the error goes to
 * the screen's boundary, and Retry downloads it again.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** Shown while it downloads; a screen rendered outside the design system's provider brings its own. */
  downloading: ReactNode = <PageSpinner label={SCREEN_DOWNLOADING_LABEL} />,
): LazyScreen<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const download = () => {
    if (!pending) {
      pending = load().then(
        (screen) => (loaded = screen),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      downloads.add(pending);
    }
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, lazyScreen is called once per screen at module level, never while rendering
  function LazyScreen(props: Props) {
    const [Screen, setScreen] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Screen) return undefined;
      let shown = true;
      download().then(
        (screen) => shown && setScreen(() => screen),
        (error: unknown) => shown && setFailure({ error }),
      );
      return () => {
        shown = false;
      };
    }, [Screen]);
    if (failure) throw failure.error;
    return Screen ? <Screen {...props} /> : downloading;
  }
  return Object.assign(LazyScreen, { preload: download });
}

/** Whether a component is a screen made with `lazyScreen`. */
export function isLazyScreen(component: unknown): component is LazyScreen<object> {
  return typeof component === 'function' && typeof (component as Partial<LazyScreen<object>>).preload === 'function';
}
