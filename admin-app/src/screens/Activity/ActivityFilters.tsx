import styled from 'styled-components';
import { HISTORY_TABLES, HISTORY_TABLE_LABELS } from '@export-portal/shared-domain/history';
import type { ListParams } from '@export-portal/shared-auth';
import { Field, Input } from '@export-portal/shared-ui';
import { Select } from '@export-portal/shared-ui/select';
import { SYSTEM_ACTOR, useActors, type ActivityFilters as Filters } from '../../data/activity';

const ANY = 'any';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Day = styled(Field)`
  width: 10rem;
`;

/** The Activity screen's filters beside its search: the table, who made the change, and the first and last day. */
export function ActivityFilters({ params }: { params: ListParams<Filters> }) {
  const actors = useActors();
  const { filters, setFilter } = params;
  const actorOptions = [
    { value: ANY, label: 'Everyone' },
    { value: SYSTEM_ACTOR, label: 'System' },
    ...(actors.data ?? []).map((actor) => ({ value: actor.id, label: actor.name })),
  ];
  // A person picked from an address before the names arrive is still offered, so the select shows a choice.
  if (filters.actor && !actorOptions.some((option) => option.value === filters.actor)) {
    actorOptions.push({ value: filters.actor, label: actors.isPending ? 'Loading…' : 'Someone else' });
  }
  return (
    <Row>
      <Select
        label="Table"
        value={filters.table ?? ANY}
        onValueChange={(chosen) => setFilter('table', HISTORY_TABLES.find((table) => table === chosen) ?? '')}
        options={[{ value: ANY, label: 'All tables' }, ...HISTORY_TABLES.map((table) => ({ value: table, label: HISTORY_TABLE_LABELS[table] }))]}
      />
      <Select
        label="User"
        value={filters.actor ?? ANY}
        onValueChange={(chosen) => setFilter('actor', chosen === ANY ? '' : chosen)}
        options={actorOptions}
      />
      <Day label="From">
        <Input type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => setFilter('from', event.target.value)} />
      </Day>
      <Day label="To">
        <Input type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => setFilter('to', event.target.value)} />
      </Day>
    </Row>
  );
}
