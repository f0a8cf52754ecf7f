import { inventoryList, listOutcome, useListParams } from '@export-portal/shared-auth';
import { Screen } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { InventoryVehicleCard } from './InventoryVehicleCard';

/** Every available vehicle, paged and searched on make, model and year by the server. */
export function BrowseInventoryScreen() {
  const params = useListParams({});
  const query = inventoryList.useList(params.request);
  return (
    <Screen title="Browse Inventory" description="Vehicles available for export now.">
      <SearchableList
        label="Available vehicles"
        noun={['vehicle', 'vehicles']}
        searchLabel="Search by make, model or year"
        search={params.search}
        onSearchChange={params.setSearch}
        outcome={listOutcome(query, params.setPage)}
        emptyText={params.request.search ? 'No vehicles found matching your search.' : 'No vehicles available.'}
        getKey={(vehicle) => vehicle.id}
        renderRow={(vehicle) => <InventoryVehicleCard vehicle={vehicle} />}
        estimatedCardHeightPx={250}
      />
    </Screen>
  );
}
