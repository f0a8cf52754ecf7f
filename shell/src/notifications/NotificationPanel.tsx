import { useCallback, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { Sheet } from '@export-portal/shared-ui/dialog';
import { NoticeList } from './NoticeList';
import { NotificationSettings } from './NotificationSettings';

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]} ${theme.space[5]}`};
`;

export interface NotificationPanelProps {
  userId: string;
  /** The bell's count, so Mark all as read is offered only when something is unread. */
  unread: number;
  /** The bell: focus returns to it however the panel closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

type View = 'notices' | 'settings';

/**
 * The bell's panel, from the right edge (the whole width of a phone): the user's notices, or their
 * notification settings. It is modal like a dialog: focus stays inside, Escape or Close shuts it
 * and focus returns to the bell. Moving between the two views moves focus to the view's first control.
 */
export function NotificationPanel({ userId, unread, returnFocusRef, onClose }: NotificationPanelProps) {
  const [view, setView] = useState<View>('notices');
  const switched = useRef(false);
  // Each view is a new element (keyed by the view), so this runs as one appears; the sheet itself places focus on opening.
  const focusFirstControl = useCallback((content: HTMLDivElement | null) => {
    if (content && switched.current) content.querySelector<HTMLElement>('button:not(:disabled), a[href], [role="switch"]')?.focus();
  }, []);
  const show = (next: View) => {
    switched.current = true;
    setView(next);
  };
  return (
    <Sheet
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      side="right"
      width="26rem"
      title={view === 'notices' ? 'Notifications' : 'Notification settings'}
      returnFocusRef={returnFocusRef}
    >
      <Content key={view} ref={focusFirstControl}>
        {view === 'notices' ? (
          <NoticeList userId={userId} unread={unread} onFollow={onClose} onOpenSettings={() => show('settings')} />
        ) : (
          <NotificationSettings onBack={() => show('notices')} />
        )}
      </Content>
    </Sheet>
  );
}
