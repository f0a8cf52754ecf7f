import { useState } from 'react';
import { listFrame, tableKeys, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { Screen, LiveStatus } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { InventoryVehicleCard, type InventoryVehicle } from './InventoryVehicleCard';
import { RequestQuoteDialog } from './RequestQuoteDialog';
import { inventoryList } from '../../data/inventory';

/** Every available vehicle, paged and searched on make, model and year by the server, each with Request Quote. */
export function BrowseInventoryScreen() {
  const params = useListParams({});
  const query = inventoryList.useList(params.request);
  const live = useLiveTable('vehicles', { invalidates: [tableKeys('vehicles').all] });
  const [quoting, setQuoting] = useState<InventoryVehicle | null>(null);
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <SearchableList
        label="Available vehicles"
        noun={['vehicle', 'vehicles']}
        searchLabel="Search by make, model or year"
        {...listFrame(params, query)}
        emptyText={params.request.search ? 'No vehicles found matching your search.' : 'No vehicles available.'}
        getKey={(vehicle) => vehicle.id}
        renderRow={(vehicle) => <InventoryVehicleCard vehicle={vehicle} onRequestQuote={setQuoting} />}
        estimatedCardHeightPx={250}
      />
      <RequestQuoteDialog vehicle={quoting} onClose={() => setQuoting(null)} />
    </Screen>
  );
}
