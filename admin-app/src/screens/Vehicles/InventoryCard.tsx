import { useSectionPath } from '@export-portal/shared-auth';
import { VehicleCard, exportFileFact, type BoardVehicle } from '@export-portal/shared-records/cards';
import { formatMoney } from '@export-portal/shared-ui';
import { DeleteVehicleButton, EditVehicleButton } from './VehicleDialogs';

/** A vehicle of the inventory with its purchase price, its Edit and Delete. */
export function InventoryCard({
  vehicle,
  cost,
  onEdit,
}: {
  vehicle: BoardVehicle;
  cost: number | null | undefined;
  onEdit: (vehicle: BoardVehicle) => void;
}) {
  const pathOf = useSectionPath();
  return (
    <VehicleCard
      vehicle={vehicle}
      href={pathOf(`vehicles/${vehicle.id}`)}
      extraFacts={[exportFileFact(vehicle.id), ['Purchase price', formatMoney(cost)]]}
      actions={[
        <>
          <EditVehicleButton onEdit={() => onEdit(vehicle)} />
          <DeleteVehicleButton vehicle={vehicle} />
        </>,
      ]}
    />
  );
}
