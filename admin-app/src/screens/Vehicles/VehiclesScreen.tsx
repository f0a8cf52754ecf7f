import { Plus } from 'lucide-react';
import { listFrame, tableKeys, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { LiveStatus, RECORD_CARD_MIN_WIDTH_PX, Screen, formatMoney } from '@export-portal/shared-ui';
import { vehicleColumns } from '@export-portal/shared-auth/lists';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { InertButton } from '../../components/InertButton';
import { INVENTORY_FILTERS, inventoryList } from '../../data/inventory';
import { FilterPanel } from './FilterPanel';
import { InventoryCard } from './InventoryCard';
import { useVehicleCostsOf } from './useVehicleCostsOf';

/** Vehicle Inventory: every vehicle, searched by make, model, VIN or year; Add, Edit, Delete and Filter are inert. */
export function VehiclesScreen() {
  const params = useListParams(INVENTORY_FILTERS);
  const query = inventoryList.useList(params.request);
  const costs = useVehicleCostsOf(query.data?.rows);
  const live = useLiveTable(['vehicles', 'customers'], { invalidates: [tableKeys('vehicles').all] });
  return (
    <Screen
      actions={
        <>
          <LiveStatus state={live} />
          <FilterPanel filters={params.filters} onApply={params.setFilters} />
          <InertButton icon={<Plus aria-hidden size={16} />} variant="primary">
            Add Vehicle
          </InertButton>
        </>
      }
    >
      <SearchableList
        label="Vehicles"
        noun={['vehicle', 'vehicles']}
        searchLabel="Search vehicles by make, model, VIN or year"
        {...listFrame(params, query)}
        emptyText="No vehicles found matching your search criteria."
        getKey={(vehicle) => vehicle.id}
        renderRow={(vehicle) => <InventoryCard vehicle={vehicle} cost={costs.get(vehicle.id)} />}
        columns={[...vehicleColumns, { header: 'Purchase price', cell: (vehicle) => formatMoney(costs.get(vehicle.id)), numeric: true }]}
        minCardWidthPx={RECORD_CARD_MIN_WIDTH_PX}
        estimatedCardHeightPx={330}
      />
    </Screen>
  );
}
