import { useEffect, useRef, type RefObject } from 'react';

/** Screen and StatusPage headings take focus from script; a page's h1 without tabindex is left alone. */
const FOCUSABLE_HEADING = 'h1[tabindex]';

/** Focuses the page heading inside `container`; false when there is none yet. */
export function focusPageHeading(container: HTMLElement): boolean {
  const heading = container.querySelector<HTMLElement>(FOCUSABLE_HEADING);
  if (!heading) return false;
  heading.focus();
  return true;
}

/** How long a section that is still downloading may take to show its heading. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a navigation to another page (a new `pathname`; not on first load, and
 * not when only the search changes) moves focus to the new page's heading, so a
 * screen reader announces the page and Tab goes on from its top. A section still
 * loading shows its heading later, so it is waited for. Focus moves after the
 * browser's own tasks (e.g. a closing sheet handing focus back to its trigger).
 */
export function useFocusHeadingOnNavigation(container: RefObject<HTMLElement | null>, pathname: string): void {
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const root = container.current;
    if (!root) return;

    let observer: MutationObserver | null = null;
    const start = setTimeout(() => {
      if (focusPageHeading(root)) return;
      observer = new MutationObserver(() => {
        if (focusPageHeading(root)) observer?.disconnect();
      });
      observer.observe(root, { childList: true, subtree: true });
    }, 0);
    const giveUp = setTimeout(() => observer?.disconnect(), HEADING_WAIT_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [container, pathname]);
}
