import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { FirstScreen } from '@export-portal/shared-ui';

type BellModule = typeof import('./NotificationBell');
type Bell = BellModule['NotificationBell'];

/** The bell's place while it downloads, the size of an icon button, so the header does not move when it comes. */
const Place = styled.span`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
`;

/**
 * The notification bell, downloaded in idle time once the page's first screen has shown its
 * content: every signed-in page has it, so it stays out of what a first visit waits for. A failed
 * download is tried again when the browser is back online.
 */
export function NotificationBellSlot({ userId, firstScreen }: { userId: string; firstScreen: FirstScreen }) {
  const [NotificationBell, setNotificationBell] = useState<Bell | null>(null);
  useEffect(() => {
    if (NotificationBell) return undefined;
    let active = true;
    const download = () => {
      import('./NotificationBell').then(
        (module) => active && setNotificationBell(() => module.NotificationBell),
        () => active && window.addEventListener('online', download, { once: true }),
      );
    };
    const cancel = firstScreen.whenIdleAfterShown(download);
    return () => {
      active = false;
      cancel();
      window.removeEventListener('online', download);
    };
  }, [firstScreen, NotificationBell]);
  return NotificationBell ? <NotificationBell userId={userId} /> : <Place aria-hidden="true" />;
}
