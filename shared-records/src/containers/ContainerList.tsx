import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Boxes } from 'lucide-react';
import {
  CONTAINER_STATUSES,
  CONTAINER_STATUS_LABELS,
  containerCapacityLabel,
  type ContainerRow,
  type ContainerStatus,
} from '@export-portal/shared-domain';
import { Card, CardContent, CardHeader, CardTitle, StatusBadge } from '@export-portal/shared-ui';
import { SearchableList, type ListColumn } from '@export-portal/shared-ui/lists';
import { Select } from '@export-portal/shared-ui/select';
import { listFrame, useListParams } from '@export-portal/shared-auth';
import { containerList, type ContainerSort } from '../lists';
import { ExportCsvButton } from '../csvExport';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Heading = styled(CardHeader)`
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const ANY_STATUS = 'any';

const statusBadgeOf = (container: ContainerRow) => <StatusBadge status={container.status} label={CONTAINER_STATUS_LABELS[container.status]} />;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** What a section may do with a container, drawn on its card and in the table's last column. */
export type ContainerActions = (container: ContainerRow) => ReactNode;

function ContainerCard({ container, actions }: { container: ContainerRow; actions?: ContainerActions }) {
  return (
    <Card as="article" aria-labelledby={`container-${container.id}`}>
      <Heading>
        <CardTitle id={`container-${container.id}`}>
          <Boxes aria-hidden size={16} /> {container.container_number}
        </CardTitle>
        {statusBadgeOf(container)}
      </Heading>
      <CardContent>
        <Facts>
          <dt>Type</dt>
          <dd>{container.container_type}</dd>
          <dt>Location</dt>
          <dd>{container.location ?? '—'}</dd>
          <dt>Capacity</dt>
          <dd>{capacityOf(container)}</dd>
        </Facts>
        {actions ? <Actions>{actions(container)}</Actions> : null}
      </CardContent>
    </Card>
  );
}

/** How many vehicles a container holds, e.g. "4 vehicles". */
function capacityOf(container: ContainerRow) {
  return containerCapacityLabel(container.capacity);
}

/** The containers board's table: every fact of the card, each sorted on the server. */
const containerColumns: readonly ListColumn<ContainerRow, ContainerSort>[] = [
  { header: 'Container', value: (container) => container.container_number, sort: 'container_number' },
  { header: 'Type', value: (container) => container.container_type, sort: 'container_type' },
  { header: 'Status', cell: statusBadgeOf, value: (container) => CONTAINER_STATUS_LABELS[container.status], sort: 'status' },
  { header: 'Location', value: (container) => container.location, sort: 'location' },
  { header: 'Capacity', cell: capacityOf, value: (container) => container.capacity, numeric: true, sort: 'capacity' },
];

/**
 * The containers board shared by the admin and staff sections: number, type,
 * status, location and capacity, searched and filtered on the server.
 */
export function ContainerList({ actions }: { actions?: ContainerActions } = {}) {
  const params = useListParams<{ status: ContainerStatus }>({ status: CONTAINER_STATUSES });
  const query = containerList.useList(params.request);
  return (
    <SearchableList
      label="Containers"
      noun={['container', 'containers']}
      searchLabel="Search containers by number, type or location"
      filters={
        <Select
          label="Container status"
          hideLabel
          value={params.filters.status ?? ANY_STATUS}
          onValueChange={(value) => params.setFilter('status', value === ANY_STATUS ? '' : (value as ContainerStatus))}
          options={[
            { value: ANY_STATUS, label: 'All statuses' },
            ...CONTAINER_STATUSES.map((status) => ({ value: status, label: CONTAINER_STATUS_LABELS[status] })),
          ]}
        />
      }
      {...listFrame(params, query)}
      emptyText="No containers found matching your search."
      getKey={(container) => container.id}
      renderRow={(container) => <ContainerCard container={container} actions={actions} />}
      columns={actions ? [...containerColumns, { header: 'Actions', cell: actions }] : containerColumns}
      estimatedCardHeightPx={actions ? 230 : 170}
      actions={
        <ExportCsvButton
          list={containerList}
          request={params.request}
          columns={containerColumns}
          subject="containers"
          disabled={!query.data?.total}
        />
      }
    />
  );
}
