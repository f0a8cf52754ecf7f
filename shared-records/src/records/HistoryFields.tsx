import styled from 'styled-components';
import { historyFieldChanges } from '@export-portal/shared-domain/history';
import type { HistoryEntryRow } from './HistoryEntry';
import { describeFieldChange } from './historyValues';

const Fields = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  overflow-wrap: anywhere;
`;

/** An entry's fields alone, one "Field: old → new" line each; nothing when it lists none. */
export function HistoryFields({ entry }: { entry: Pick<HistoryEntryRow, 'table_name' | 'action' | 'changes'> }) {
  const fields = historyFieldChanges(entry.table_name, entry.action, entry.changes);
  if (fields.length === 0) return null;
  return (
    <Fields>
      {fields.map((field) => (
        <li key={field.column}>{describeFieldChange(field)}</li>
      ))}
    </Fields>
  );
}
