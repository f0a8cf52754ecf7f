import { createContext, useContext, useEffect, useState } from 'react';

interface ScreenShown {
  /** Whether the page's first screen has shown what the visitor came for; true where no page keeps track. */
  shown: boolean;
  /** Told once a screen shows what the visitor came for (it is no longer busy). */
  reportShown: () => void;
}

/**
 * Work that can wait, such as fetching the next section or joining live updates, waits until the
 * first screen is shown, so it never competes with what the visitor is waiting for.
 */
const ScreenShownContext = createContext<ScreenShown>({ shown: true, reportShown: () => undefined });

export const ScreenShownProvider = ScreenShownContext.Provider;

/**
 * Runs `work` once what was just rendered has been painted and the browser is then idle (at the
 * latest two seconds on), so it never competes with what the visitor is waiting for; returns what
 * cancels it. A page in a background tab paints nothing, so it waits half a second at most for that.
 */
export function whenIdle(work: () => void): () => void {
  let cancel: () => void;
  const afterPaint = () => {
    window.clearTimeout(fallback);
    window.cancelAnimationFrame(frame);
    const painted = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(work, { timeout: 2_000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(work, 200);
        cancel = () => window.clearTimeout(timer);
      }
    }, 0);
    cancel = () => window.clearTimeout(painted);
  };
  const frame = window.requestAnimationFrame(afterPaint);
  const fallback = window.setTimeout(afterPaint, 500);
  cancel = () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
  };
  return () => cancel();
}

/** Whether the page has shown its first screen (see ScreenShownProvider). */
export function useFirstScreenShown(): boolean {
  return useContext(ScreenShownContext).shown;
}

/**
 * What a screen holds that is still reading its first data (a list's first page): the screen is
 * shown once it is not busy itself and none of it is. Effects run from the inside out, so a part
 * that starts loading is counted before the screen around it first checks.
 */
export class ScreenContent {
  private readonly loading = new Set<object>();
  private busy = true;
  private reportShown: (() => void) | undefined;

  settle(busy: boolean, reportShown: () => void): void {
    this.busy = busy;
    this.reportShown = reportShown;
    this.check();
  }

  start(part: object): void {
    this.loading.add(part);
  }

  finish(part: object): void {
    this.loading.delete(part);
    this.check();
  }

  private check(): void {
    if (!this.busy && this.loading.size === 0) this.reportShown?.();
  }
}

export const ScreenContentContext = createContext<ScreenContent | null>(null);

/** Reports the screen as shown once neither it nor any part of it is busy; returns what its parts report to. */
export function useReportScreenShown(busy: boolean): ScreenContent {
  const { reportShown } = useContext(ScreenShownContext);
  const [content] = useState(() => new ScreenContent());
  useEffect(() => content.settle(busy, reportShown), [content, busy, reportShown]);
  return content;
}

/** A part of a screen reading its first data: the screen is not shown until it has. */
export function useScreenPartLoading(loading: boolean): void {
  const content = useContext(ScreenContentContext);
  useEffect(() => {
    if (!content || !loading) return undefined;
    const part = {};
    content.start(part);
    return () => content.finish(part);
  }, [content, loading]);
}
