import { CalendarClock, Pencil } from 'lucide-react';
import { useSectionPath } from '@export-portal/shared-auth';
import { VehicleCard as SharedVehicleCard, type BoardVehicle } from '@export-portal/shared-auth/lists';
import { Button } from '@export-portal/shared-ui';
import { VehicleStatusActions } from './VehicleStatusActions';

/** One vehicle on the board with its status buttons; Edit Details and Schedule are inert. */
export function VehicleCard({ vehicle }: { vehicle: BoardVehicle }) {
  const pathOf = useSectionPath();
  return (
    <SharedVehicleCard
      vehicle={vehicle}
      href={pathOf(`vehicles/${vehicle.id}`)}
      actions={[
        <VehicleStatusActions key="status" vehicle={vehicle} />,
        <>
          <Button size="sm" variant="ghost">
            <Pencil aria-hidden size={14} />
            Edit Details
          </Button>
          <Button size="sm" variant="ghost">
            <CalendarClock aria-hidden size={14} />
            Schedule
          </Button>
        </>,
      ]}
    />
  );
}
