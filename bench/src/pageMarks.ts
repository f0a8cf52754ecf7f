import type { BrowserContext, Page } from '@playwright/test';

/** Times on the page's own clock: milliseconds since its navigation started. */
export interface PageMarks {
  lastClickAt: number | null;
  /** When each h1 text was first in the document and laid out. */
  headingsShownAt: Record<string, number>;
}

/**
 * Records, inside every page of the context, when the user last clicked and when
 * each h1 first showed. Measuring on the page's clock keeps Playwright's polling
 * interval out of the figures.
 */
export async function recordPageMarks(context: BrowserContext) {
  await context.addInitScript(() => {
    const marks: PageMarks = { lastClickAt: null, headingsShownAt: {} };
    Object.defineProperty(window, '__portalBenchMarks', { value: marks });
    document.addEventListener(
      'click',
      (event) => {
        marks.lastClickAt = event.timeStamp;
      },
      true,
    );
    const noteHeadings = () => {
      const now = performance.now();
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent?.trim() ?? '';
        if (text && !(text in marks.headingsShownAt) && heading.getClientRects().length > 0) {
          marks.headingsShownAt[text] = now;
        }
      }
    };
    new MutationObserver(noteHeadings).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export function readPageMarks(page: Page): Promise<PageMarks> {
  return page.evaluate(() => (window as unknown as { __portalBenchMarks: PageMarks }).__portalBenchMarks);
}

export function headingShownAt(marks: PageMarks, heading: string): number {
  const at = marks.headingsShownAt[heading];
  if (at === undefined) throw new Error(`the page never recorded the "${heading}" heading`);
  return at;
}
