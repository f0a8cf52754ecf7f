import styled from 'styled-components';
import { loadFailureMessage } from '@export-portal/shared-domain';
import { historyActor, historyEntryTitle, historyFieldChanges, type HistoryTable } from '@export-portal/shared-domain/history';
import { Button, LiveStatus, RecordSection, Spinner, formatCount } from '@export-portal/shared-ui';
import { ChangeEntry } from '@export-portal/shared-ui/changes';
import { useLiveTable } from '@export-portal/shared-auth';
import { historyKeys, useRecordHistory } from './recordHistory';

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const More = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface RecordHistoryProps {
  table: HistoryTable;
  /** The record's id; null for the one row of settings. */
  recordId: string | null;
}

/**
 * A record's changes, newest first, as the database recorded them (a shipment's include its
 * vehicles joining and leaving): a page at a time, with "Show more" for older ones, and kept
 * current as changes are made.
 */
export function RecordHistory({ table, recordId }: RecordHistoryProps) {
  const read = useRecordHistory(table, recordId);
  const live = useLiveTable('change_history', {
    ...(recordId === null ? {} : { filter: { column: 'record_id', equals: recordId } }),
    invalidates: [historyKeys.all],
  });
  const entries = read.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = read.data?.pages.at(-1)?.total ?? 0;
  return (
    <RecordSection
      heading="History"
      read={read}
      failureMessage={loadFailureMessage}
      loadingLabel="Loading history"
      emptyText="No changes recorded yet."
      isEmpty={() => entries.length === 0}
      aside={<LiveStatus state={live} />}
    >
      {() => (
        <>
          <Entries aria-label="Changes">
            {entries.map((entry) => (
              <li key={entry.id}>
                <ChangeEntry
                  title={historyEntryTitle(entry)}
                  actor={historyActor(entry.actor_name)}
                  changedAt={entry.changed_at}
                  fields={historyFieldChanges(entry.table_name, entry.action, entry.changes)}
                />
              </li>
            ))}
          </Entries>
          <More>
            <span>
              Showing {formatCount(entries.length)} of {formatCount(total)} {total === 1 ? 'change' : 'changes'}
            </span>
            {read.hasNextPage ? (
              <Button size="sm" variant="outline" disabled={read.isFetchingNextPage} onClick={() => void read.fetchNextPage()}>
                {read.isFetchingNextPage ? <Spinner size="sm" aria-hidden /> : null}
                Show more
              </Button>
            ) : null}
          </More>
        </>
      )}
    </RecordSection>
  );
}
