import styled from 'styled-components';
import {
  HISTORY_TABLE_LABELS,
  historyActor,
  historyEntryTitle,
  historyFieldChanges,
  isHistoryTable,
  type HistoryEntryRow,
} from '@export-portal/shared-domain/history';
import { Badge, Card, CardContent } from '@export-portal/shared-ui';
import { ChangeEntry } from '@export-portal/shared-ui/changes';
import { ActivityRecord } from './ActivityRecord';

const Title = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  overflow-wrap: anywhere;
`;

export type ActivityRow = HistoryEntryRow & { id: number; record_id: string | null };

export const tableWords = (table: string) => (isHistoryTable(table) ? HISTORY_TABLE_LABELS[table] : table);

/** One change among every record's: the record (linked to its page), its table, then the entry. */
export function ActivityCard({ entry }: { entry: ActivityRow }) {
  const titleId = `activity-${entry.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardContent>
        <Title id={titleId}>
          <span>
            <ActivityRecord table={entry.table_name} recordId={entry.record_id} label={entry.record_label} />
          </span>
          <Badge>{tableWords(entry.table_name)}</Badge>
        </Title>
        <ChangeEntry
          title={historyEntryTitle(entry)}
          actor={historyActor(entry.actor_name)}
          changedAt={entry.changed_at}
          fields={historyFieldChanges(entry.table_name, entry.action, entry.changes)}
        />
      </CardContent>
    </Card>
  );
}
