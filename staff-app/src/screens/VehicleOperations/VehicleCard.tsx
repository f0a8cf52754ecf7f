import { useSectionPath } from '@export-portal/shared-auth';
import { VehicleCard as SharedVehicleCard, exportFileFact, type BoardVehicle } from '@export-portal/shared-records/cards';
import { EditDetailsButton } from './EditDetailsButton';
import { NextTask } from './NextTask';
import { ScheduleButton } from './ScheduleButton';
import { VehicleStatusActions } from './VehicleStatusActions';

/** Edit Details and Schedule, on a card and in a table row. */
export function VehicleEditActions({ vehicle }: { vehicle: BoardVehicle }) {
  return (
    <>
      <EditDetailsButton vehicle={vehicle} />
      <ScheduleButton vehicle={vehicle} />
    </>
  );
}

/** One vehicle on the board: its export file, notes and next task beside the shared facts, its status buttons, Edit Details and Schedule. */
export function VehicleCard({ vehicle }: { vehicle: BoardVehicle }) {
  const pathOf = useSectionPath();
  return (
    <SharedVehicleCard
      vehicle={vehicle}
      href={pathOf(`vehicles/${vehicle.id}`)}
      extraFacts={[exportFileFact(vehicle.id), ['Notes', vehicle.notes], ['Next task', <NextTask key="next-task" vehicleId={vehicle.id} />]]}
      actions={[<VehicleStatusActions key="status" vehicle={vehicle} />, <VehicleEditActions key="edit" vehicle={vehicle} />]}
    />
  );
}
