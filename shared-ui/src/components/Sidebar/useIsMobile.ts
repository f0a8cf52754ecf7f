import { useSyncExternalStore } from 'react';
import { mobileQuery } from '../../theme/tokens';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia(mobileQuery).matches;

/** True while the viewport is narrower than the 768px mobile breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
