import styled from 'styled-components';
import { Boxes } from 'lucide-react';
import { CONTAINER_STATUSES, CONTAINER_STATUS_LABELS, type ContainerRow, type ContainerStatus } from '@export-portal/shared-domain';
import { Card, CardContent, CardHeader, CardTitle, StatusBadge } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { Select } from '@export-portal/shared-ui/select';
import { containerList, listFrame, useListParams } from '@export-portal/shared-auth';

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

function ContainerCard({ container }: { container: ContainerRow }) {
  return (
    <Card as="article" aria-labelledby={`container-${container.id}`}>
      <Heading>
        <CardTitle id={`container-${container.id}`}>
          <Boxes aria-hidden size={16} /> {container.container_number}
        </CardTitle>
        <StatusBadge status={container.status} label={CONTAINER_STATUS_LABELS[container.status]} />
      </Heading>
      <CardContent>
        <Facts>
          <dt>Type</dt>
          <dd>{container.container_type}</dd>
          <dt>Location</dt>
          <dd>{container.location ?? '—'}</dd>
          <dt>Capacity</dt>
          <dd>{container.capacity ?? '—'}</dd>
        </Facts>
      </CardContent>
    </Card>
  );
}

/**
 * The containers board shared by the admin and staff sections: number, type,
 * status, location and capacity, searched and filtered on the server.
 */
export function ContainerList() {
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
      renderRow={(container) => <ContainerCard container={container} />}
      estimatedCardHeightPx={170}
    />
  );
}
