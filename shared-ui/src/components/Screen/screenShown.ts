import { createContext, useContext, useEffect, useState } from 'react';

/**
 * Whether the page's first screen has shown what the visitor came for. Work that can wait, such as
 * fetching the next section or joining live updates, waits until it has, so it never competes with
 * what the visitor is waiting for. That work starts from here, not from a re-render: telling every
 * waiting component by state would render the whole page again just as it is shown.
 */
export class FirstScreen {
  private shown: boolean;
  private readonly waiting = new Set<() => void>();

  constructor(shown = false) {
    this.shown = shown;
  }

  /** Whether the first screen has shown what the visitor came for. */
  get hasShown(): boolean {
    return this.shown;
  }

  /** Told once a screen shows what the visitor came for (it is no longer busy). */
  readonly reportShown = (): void => {
    if (this.shown) return;
    this.shown = true;
    const waiting = [...this.waiting];
    this.waiting.clear();
    for (const start of waiting) start();
  };

  /**
   * Starts `start` once the first screen is shown, at once when it has been; returns what cancels
   * the wait or stops what was started (the function `start` returned).
   */
  afterShown(start: () => (() => void) | undefined): () => void {
    let stop: (() => void) | undefined;
    if (this.shown) {
      stop = start();
      return () => stop?.();
    }
    const run = () => {
      stop = start();
    };
    this.waiting.add(run);
    return () => {
      this.waiting.delete(run);
      stop?.();
    };
  }

  /** Runs `work` in the first idle time after the first screen is shown; returns what cancels it. */
  whenIdleAfterShown(work: () => void): () => void {
    return this.afterShown(() => whenIdle(work));
  }
}

/** Where no page keeps track, its first screen counts as shown. */
const ScreenShownContext = createContext<FirstScreen>(new FirstScreen(true));

export const ScreenShownProvider = ScreenShownContext.Provider;

/**
 * Runs `work` once what was just rendered has been painted and the browser is then idle (at the
 * latest two seconds on), so it never competes with what the visitor is waiting for; returns what
 * cancels it. A page in a background tab paints nothing, so it waits half a second at most for that.
 */
function whenIdle(work: () => void): () => void {
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

/** The page's first screen, to start work once it is shown (see FirstScreen). */
export function useFirstScreen(): FirstScreen {
  return useContext(ScreenShownContext);
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
