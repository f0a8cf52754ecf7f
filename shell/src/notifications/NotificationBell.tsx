import { useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import styled from 'styled-components';
import { useLiveTable } from '@export-portal/shared-auth';
import { Button, toast } from '@export-portal/shared-ui';
import { notificationKeys, useUnreadNotificationCount } from './unreadNotifications';

type PanelModule = typeof import('./NotificationPanel');
type Panel = PanelModule['NotificationPanel'];

let panelDownload: Promise<PanelModule> | undefined;

/**
 * The list, its settings and the sheet they open in are downloaded when first wanted (or when the
 * pointer or focus reaches the bell), not with every page. A failed download is forgotten, so the
 * next press tries again.
 */
function downloadPanel(): Promise<PanelModule> {
  panelDownload ??= import('./NotificationPanel').catch((error: unknown) => {
    panelDownload = undefined;
    throw error;
  });
  return panelDownload;
}

const BellButton = styled(Button)`
  position: relative;
`;

const Count = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: 1.125rem;
  height: 1.125rem;
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerForeground};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: 1.125rem;
  text-align: center;
`;

/** What the count badge says: the number, or 99+ beyond. */
const shownCount = (count: number) => (count > 99 ? '99+' : String(count));

/** The bell's accessible name carries the count, which the badge shows only to the eye. */
function bellName(count: number | undefined): string {
  if (count === undefined || count === 0) return 'Notifications';
  return `Notifications, ${count} unread`;
}

/**
 * The header's bell for every signed-in user: the count of their unread notices, kept current
 * through Realtime (row-level security and a filter on their id give them only their own), and
 * the list of notices in a panel that opens from it.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const count = useUnreadNotificationCount(userId);
  useLiveTable('notifications', { filter: { column: 'user_id', equals: userId }, invalidates: [notificationKeys.all] });
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [open, setOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const openPanel = () => {
    setDownloading(true);
    downloadPanel()
      .then(
        (module) => {
          setPanel(() => module.NotificationPanel);
          setOpen(true);
        },
        () =>
          toast.error('The notifications could not be opened.', {
            description: 'The server could not be reached. Check your connection and try again.',
          }),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <>
      <BellButton
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={bellName(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={downloading || undefined}
        onPointerEnter={() => void downloadPanel().catch(() => undefined)}
        onFocus={() => void downloadPanel().catch(() => undefined)}
        onClick={openPanel}
      >
        <Bell aria-hidden="true" />
        {count ? <Count aria-hidden="true">{shownCount(count)}</Count> : null}
      </BellButton>
      {open && Panel ? <Panel userId={userId} unread={count ?? 0} returnFocusRef={button} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
