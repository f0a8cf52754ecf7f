import { createContext, useContext, useEffect } from 'react';

/**
 * Told once a screen shows what the visitor came for (it is no longer busy),
 * so work that can wait, such as fetching the next section, waits for it.
 */
const ScreenShownContext = createContext<() => void>(() => undefined);

export const ScreenShownProvider = ScreenShownContext.Provider;

/** Reports the screen as shown once it is not busy. */
export function useReportScreenShown(busy: boolean): void {
  const reportShown = useContext(ScreenShownContext);
  useEffect(() => {
    if (!busy) reportShown();
  }, [busy, reportShown]);
}
