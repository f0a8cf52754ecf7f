import styled from 'styled-components';
import { formatDateTime, Muted } from '../../index';
import { describeFieldChange, type RecordedFieldChange } from '../../format/recordedChange';

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Fields = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  overflow-wrap: anywhere;
`;

/** A change's fields, one "Field: old → new" line each; nothing when it lists none. */
export function ChangeFields({ fields }: { fields: readonly RecordedFieldChange[] }) {
  if (fields.length === 0) return null;
  return (
    <Fields>
      {fields.map((field) => (
        <li key={field.column}>{describeFieldChange(field)}</li>
      ))}
    </Fields>
  );
}

export interface ChangeEntryProps {
  /** What happened, in words, such as "Changed" or "Vehicle added: 2019 Toyota Corolla". */
  title: string;
  /** Who made the change, by name. */
  actor: string;
  /** When it was made: an ISO timestamp. */
  changedAt: string;
  fields: readonly RecordedFieldChange[];
}

/** One recorded change: what happened, who and when, then each field as "Field: old → new". */
export function ChangeEntry({ title, actor, changedAt, fields }: ChangeEntryProps) {
  return (
    <>
      <Line>
        <strong>{title}</strong>{' '}
        <Muted>
          by {actor} · <time dateTime={changedAt}>{formatDateTime(changedAt)}</time>
        </Muted>
      </Line>
      <ChangeFields fields={fields} />
    </>
  );
}
