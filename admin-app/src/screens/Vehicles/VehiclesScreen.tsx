import { useState } from 'react';
import { listFrame, tableKeys, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { LiveStatus, RECORD_CARD_MIN_WIDTH_PX, Screen, formatMoney } from '@export-portal/shared-ui';
import { PageVehicleIds, exportFileKeys, usePageIds, vehicleColumns, type BoardVehicle } from '@export-portal/shared-records/cards';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { INVENTORY_FILTERS, inventoryList } from '../../data/inventory';
import { inventoryFile } from '../../data/inventoryFile';
import { FilterPanel } from './FilterPanel';
import { ImportVehiclesButton } from './ImportVehicles';
import { InventoryCard } from './InventoryCard';
import { AddVehicleButton, EditVehicleDialog } from './VehicleDialogs';
import { useVehicleCostsOf } from './useVehicleCostsOf';

/** Vehicle Inventory: every vehicle, searched by make, model, VIN or year and filtered on the server; vehicles are added, imported from CSV, edited and deleted here. */
export function VehiclesScreen() {
  const params = useListParams(INVENTORY_FILTERS);
  const query = inventoryList.useList(params.request);
  const costs = useVehicleCostsOf(query.data?.rows);
  const pageVehicles = usePageIds(query.data?.rows);
  const live = useLiveTable(['vehicles', 'customers', 'documents'], { invalidates: [tableKeys('vehicles').all, exportFileKeys.all] });
  const [editing, setEditing] = useState<BoardVehicle | null>(null);
  return (
    <Screen
      actions={
        <>
          <LiveStatus state={live} />
          <FilterPanel filters={params.filters} onApply={params.setFilters} />
          <ImportVehiclesButton />
          <AddVehicleButton />
        </>
      }
    >
      <PageVehicleIds.Provider value={pageVehicles}>
        <SearchableList
          label="Vehicles"
          noun={['vehicle', 'vehicles']}
          searchLabel="Search vehicles by make, model, VIN or year"
          {...listFrame(params, query)}
          emptyText="No vehicles found matching your search criteria."
          getKey={(vehicle) => vehicle.id}
          renderRow={(vehicle) => <InventoryCard vehicle={vehicle} cost={costs.get(vehicle.id)} onEdit={setEditing} />}
          columns={[...vehicleColumns, { header: 'Purchase price', cell: (vehicle) => formatMoney(costs.get(vehicle.id)), numeric: true }]}
          minCardWidthPx={RECORD_CARD_MIN_WIDTH_PX}
          estimatedCardHeightPx={360}
          actions={
            <ExportCsvButton list={inventoryList} request={params.request} records={inventoryFile} subject="vehicles" disabled={!query.data?.total} />
          }
        />
      </PageVehicleIds.Provider>
      <EditVehicleDialog vehicle={editing} onClose={() => setEditing(null)} />
    </Screen>
  );
}
