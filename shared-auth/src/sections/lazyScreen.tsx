import { use, type ComponentType } from 'react';

/** Every screen download started so far, settled or not. */
const downloads = new Set<Promise<unknown>>();

/** Resolves once every screen download started so far has finished, failed ones included. */
export function screenDownloadsSettled(): Promise<void> {
  return Promise.allSettled(downloads).then(() => undefined);
}

/**
 * A screen downloaded the first time it is shown, so a section's first screen
 * does not wait for the code and libraries of all the others. A failed download
 * is forgotten: the screen's boundary shows it, and Retry downloads it again.
 */
/** A screen downloaded on first use, which can also be asked to download ahead of it. */
export type LazyScreen<Props extends object> = ComponentType<Props> & {
  /** Starts the download, if it has not started, and resolves once the screen is there. */
  preload(): Promise<unknown>;
};

export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyScreen<Props> {
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
  function LazyScreen(props: Props) {
    const Screen = loaded ?? use(download());
    return <Screen {...props} />;
  }
  return Object.assign(LazyScreen, { preload: download });
}

/** Whether a component is a screen made with `lazyScreen`. */
export function isLazyScreen(component: unknown): component is LazyScreen<object> {
  return typeof component === 'function' && typeof (component as Partial<LazyScreen<object>>).preload === 'function';
}
