import styled from 'styled-components';
import { historyActionLabel, historyActor, historyNamesItsRecord } from '@export-portal/shared-domain/history';
import { formatDateTime } from '@export-portal/shared-ui';
import { HistoryFields } from './HistoryFields';

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** What an entry needs: one row of `change_history`. */
export interface HistoryEntryRow {
  table_name: string;
  action: string;
  changes: unknown;
  record_label: string | null;
  actor_name: string | null;
  changed_at: string;
}

/**
 * One change: what happened, who and when, then each field as "Field: old → new". An entry of
 * another record shown with this one (a vehicle joining a shipment) names it, and so does an
 * entry shown among every record's (`showRecord`).
 */
export function HistoryEntry({ entry, showRecord = false }: { entry: HistoryEntryRow; showRecord?: boolean }) {
  const what = historyActionLabel(entry.table_name, entry.action);
  const names = showRecord || historyNamesItsRecord(entry.table_name);
  return (
    <>
      <Line>
        <strong>{names && entry.record_label ? `${what}: ${entry.record_label}` : what}</strong>{' '}
        <Muted>
          by {historyActor(entry.actor_name)} · <time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at)}</time>
        </Muted>
      </Line>
      <HistoryFields entry={entry} />
    </>
  );
}
