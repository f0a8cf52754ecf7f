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
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  function LazyScreen(props: Props) {
    if (!loaded) {
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
      const Screen = use(pending);
      return <Screen {...props} />;
    }
    const Screen = loaded;
    return <Screen {...props} />;
  }
  return LazyScreen;
}
