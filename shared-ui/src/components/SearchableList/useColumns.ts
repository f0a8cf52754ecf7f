import { useLayoutEffect, useState, type RefObject } from 'react';

export interface GridLayout {
  columns: number;
  /** False until the element has a width: before the first paint, or where nothing is laid out. */
  laidOut: boolean;
}

/**
 * How many cards of at least `minWidthPx` fit side by side in the element,
 * following its width as the window or sidebar changes.
 */
export function useColumns(element: RefObject<HTMLElement | null>, minWidthPx: number, gapPx: number): GridLayout {
  const [layout, setLayout] = useState<GridLayout>({ columns: 1, laidOut: false });
  useLayoutEffect(() => {
    const node = element.current;
    if (!node || minWidthPx <= 0) return undefined;
    const measure = () => {
      const width = node.getBoundingClientRect().width;
      const columns = Math.max(1, Math.floor((width + gapPx) / (minWidthPx + gapPx)));
      setLayout((current) => (current.columns === columns && current.laidOut === width > 0 ? current : { columns, laidOut: width > 0 }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, minWidthPx, gapPx]);
  return layout;
}
