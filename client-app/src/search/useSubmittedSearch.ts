import { useSearchParams } from 'react-router-dom';
import { isSearchText } from '@export-portal/shared-domain';

export interface SubmittedSearch {
  /** The last search made (`q` in the address), trimmed; '' before the first. */
  term: string;
  /** Makes a search; empty or whitespace-only input does nothing. */
  submit: (text: string) => void;
  page: number;
  setPage: (page: number) => void;
}

/**
 * A search made with a button rather than as one types (tracking, document
 * download). It lives in the address, so a reload or Back shows the same result.
 */
export function useSubmittedSearch(): SubmittedSearch {
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const pageParam = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1;
  return {
    term,
    submit: (text) => {
      if (!isSearchText(text)) return;
      setParams({ q: text.trim() });
    },
    page,
    setPage: (target) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (target <= 1) next.delete('page');
        else next.set('page', String(target));
        return next;
      }),
  };
}
