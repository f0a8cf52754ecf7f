import { useState } from 'react';
import styled from 'styled-components';
import { useDataMutation } from '@export-portal/shared-auth';
import { containerList } from '@export-portal/shared-records/lists';
import { CONTAINER_STATUSES, CONTAINER_STATUS_LABELS, type ContainerRow, failureNotice } from '@export-portal/shared-domain';
import { Select } from '@export-portal/shared-ui/select';
import { setContainerStatus } from '../../data/containers';

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.dangerHover};
`;

const OPTIONS = CONTAINER_STATUSES.map((status) => ({ value: status, label: CONTAINER_STATUS_LABELS[status] }));

/**
 * Sets the status of a container that no active shipment holds. One that is in an active shipment
 * follows its shipment: the database refuses the change and the reason is shown under the choice.
 */
export function ContainerStatusControl({ container }: { container: ContainerRow }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = useDataMutation({ action: 'containerStatus', write: setContainerStatus, invalidates: [containerList.keys] });
  return (
    <div>
      <Select
        label={`Status of ${container.container_number}`}
        value={container.status}
        disabled={change.isPending}
        onValueChange={(value) => {
          const status = CONTAINER_STATUSES.find((candidate) => candidate === value);
          if (!status || status === container.status) return;
          setRefusal(null);
          change
            .mutateAsync({ id: container.id, status, seenUpdatedAt: container.updated_at })
            .catch((error: unknown) => setRefusal(failureNotice('containerStatus', error).reason));
        }}
        options={OPTIONS}
      />
      {refusal ? <ErrorText role="alert">{refusal}</ErrorText> : null}
    </div>
  );
}
