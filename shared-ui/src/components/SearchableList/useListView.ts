import { useState } from 'react';

/** How a list shows its rows: cards, or the dense table. */
export type ListView = 'cards' | 'table';

const STORAGE_PREFIX = 'export-portal:list-view';

/** Where a user's choice of view for one list is kept in the browser. */
export function listViewStorageKey(user: string, list: string): string {
  return `${STORAGE_PREFIX}:${user}:${list}`;
}

function storedView(key: string | null): ListView {
  if (key === null) return 'cards';
  try {
    return window.localStorage.getItem(key) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

/**
 * The view a user chose for a list, kept per user and per list in the browser
 * so two people sharing one keep theirs. It is read while rendering, so the
 * first paint already shows the remembered view. Without a user it lasts as
 * long as the screen.
 */
export function useListView(list: string, user: string | undefined): [ListView, (view: ListView) => void] {
  const key = user ? listViewStorageKey(user, list) : null;
  const [chosen, setChosen] = useState<{ key: string | null; view: ListView } | null>(null);
  const view = chosen !== null && chosen.key === key ? chosen.view : storedView(key);
  const choose = (next: ListView) => {
    setChosen({ key, view: next });
    if (key === null) return;
    try {
      window.localStorage.setItem(key, next);
    } catch {
      // A browser that keeps nothing (private mode, full storage) still switches for this visit.
    }
  };
  return [view, choose];
}
