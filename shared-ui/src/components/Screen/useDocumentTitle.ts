import { useEffect } from 'react';

export const PRODUCT_NAME = 'Export Portal';

/** 'Vehicles · Export Portal'; the product's name alone for a page without one. */
export function documentTitle(page?: string | null): string {
  return page && page !== PRODUCT_NAME ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Names the browser tab (and history entry) after the page on show. Screen calls
 * it with its heading, so every screen of every section is titled without
 * asking; a page drawn without Screen calls it itself. The title is not put back
 * on unmount: the next page sets its own.
 */
export function useDocumentTitle(page?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
