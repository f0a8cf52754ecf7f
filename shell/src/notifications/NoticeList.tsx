import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { CheckCheck, Settings } from 'lucide-react';
import { loadFailureMessage } from '@export-portal/shared-domain';
import { Alert, Button, EmptyState, PageSpinner, RetryButton, Spinner, formatCount, formatDateTime, visuallyHidden } from '@export-portal/shared-ui';
import { useMarkNoticesRead, useNotices, type Notice } from './notificationData';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Notices = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const noticeBox = css<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 0.5rem minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  &::before {
    content: '';
    grid-row: 1 / span 3;
    width: 0.5rem;
    height: 0.5rem;
    margin-top: 0.4rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
  }
`;

const NoticeLink = styled(Link)<{ $unread: boolean }>`
  ${noticeBox}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const NoticeBox = styled.div<{ $unread: boolean }>`
  ${noticeBox}
`;

const Title = styled.span<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) => ($unread ? theme.typography.weights.semibold : theme.typography.weights.regular)};
  overflow-wrap: anywhere;
`;

const Body = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const When = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

function NoticeContent({ notice }: { notice: Notice }) {
  const unread = notice.read_at === null;
  return (
    <>
      <Title $unread={unread}>
        {unread ? <Hidden>Unread: </Hidden> : null}
        {notice.title}
      </Title>
      {notice.body ? <Body>{notice.body}</Body> : null}
      <When>
        <time dateTime={notice.created_at}>{formatDateTime(notice.created_at)}</time>
      </When>
    </>
  );
}

export interface NoticeListProps {
  userId: string;
  unread: number;
  /** Closes the panel: following a notice leaves it. */
  onFollow: () => void;
  onOpenSettings: () => void;
}

/**
 * The user's notices, newest first, 20 at a time: each leads to its record and is marked read when
 * followed. Mark all as read, and the way to the notification settings.
 */
export function NoticeList({ userId, unread, onFollow, onOpenSettings }: NoticeListProps) {
  const read = useNotices(userId);
  const mark = useMarkNoticesRead();
  const listId = useId();
  const notices = read.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = read.data?.pages.at(-1)?.total ?? 0;
  const follow = (notice: Notice) => {
    if (notice.read_at === null) mark.one.mutate(notice.id);
    onFollow();
  };
  return (
    <>
      <Toolbar>
        <Button size="sm" variant="outline" disabled={unread === 0} loading={mark.all.isPending} onClick={() => mark.all.mutate()}>
          <CheckCheck aria-hidden size={14} />
          Mark all as read
        </Button>
        <Button size="sm" variant="ghost" onClick={onOpenSettings}>
          <Settings aria-hidden size={14} />
          Notification settings
        </Button>
      </Toolbar>
      {read.isPending ? (
        <PageSpinner label="Loading notifications" />
      ) : read.isError ? (
        <Alert tone="danger" title={loadFailureMessage(read.error)}>
          <RetryButton onRetry={() => void read.refetch()} />
        </Alert>
      ) : notices.length === 0 ? (
        <EmptyState message="No notifications yet. Updates about your work will appear here." />
      ) : (
        <>
          <Notices id={listId} aria-label="Your notifications" aria-busy={read.isFetching}>
            {notices.map((notice) => (
              <li key={notice.id}>
                {notice.link ? (
                  <NoticeLink to={notice.link} $unread={notice.read_at === null} onClick={() => follow(notice)}>
                    <NoticeContent notice={notice} />
                  </NoticeLink>
                ) : (
                  <NoticeBox $unread={notice.read_at === null}>
                    <NoticeContent notice={notice} />
                    {notice.read_at === null ? (
                      <span>
                        <Button size="sm" variant="ghost" onClick={() => mark.one.mutate(notice.id)}>
                          Mark as read
                        </Button>
                      </span>
                    ) : null}
                  </NoticeBox>
                )}
              </li>
            ))}
          </Notices>
          <More>
            <span>
              Showing {formatCount(notices.length)} of {formatCount(total)}
            </span>
            {read.hasNextPage ? (
              <Button size="sm" variant="outline" aria-controls={listId} disabled={read.isFetchingNextPage} onClick={() => void read.fetchNextPage()}>
                {read.isFetchingNextPage ? <Spinner size="sm" aria-hidden /> : null}
                Show more
              </Button>
            ) : null}
          </More>
        </>
      )}
    </>
  );
}
