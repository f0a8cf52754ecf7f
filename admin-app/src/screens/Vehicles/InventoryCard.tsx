import { Pencil, Trash2 } from 'lucide-react';
import { useSectionPath } from '@export-portal/shared-auth';
import { VehicleCard, type BoardVehicle } from '@export-portal/shared-auth/lists';
import { formatMoney } from '@export-portal/shared-ui';
import { InertButton } from '../../components/InertButton';

/** A vehicle of the inventory with its purchase price; Edit and Delete are inert. */
export function InventoryCard({ vehicle, cost }: { vehicle: BoardVehicle; cost: number | null | undefined }) {
  const pathOf = useSectionPath();
  return (
    <VehicleCard
      vehicle={vehicle}
      href={pathOf(`vehicles/${vehicle.id}`)}
      extraFacts={[['Purchase price', formatMoney(cost)]]}
      actions={[
        <>
          <InertButton icon={<Pencil aria-hidden size={14} />}>Edit</InertButton>
          <InertButton icon={<Trash2 aria-hidden size={14} />} variant="ghost">
            Delete
          </InertButton>
        </>,
      ]}
    />
  );
}
