import type { BrowserContext, Page } from '@playwright/test';

/** Every JavaScript file the context's pages finish downloading, from now on. */
export function recordScriptDownloads(context: BrowserContext) {
  const urls = new Set<string>();
  context.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  });
  return {
    /** The scripts downloaded so far, to tell later downloads apart from them. */
    snapshot: () => new Set(urls),
    since: (earlier: ReadonlySet<string>) => [...urls].filter((url) => !earlier.has(url)),
  };
}

interface CountingDevtoolsHook {
  renderers: Map<number, unknown>;
}

/**
 * Stands in for the React DevTools extension: every react-dom copy registers
 * itself with `inject` when it loads, so the number of renderers is the number of copies.
 */
export async function countReactDomCopies(context: BrowserContext) {
  await context.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    const hook = {
      isDisabled: false,
      supportsFiber: true,
      renderers,
      inject(internals: unknown) {
        const id = renderers.size + 1;
        renderers.set(id, internals);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: false });
  });
  return {
    registered: (page: Page) =>
      page.evaluate(
        () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: CountingDevtoolsHook }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      ),
  };
}
