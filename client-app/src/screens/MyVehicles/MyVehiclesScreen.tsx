import { listFrame, tableKeys, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { Screen, LiveStatus } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { PageVehicleIds, exportFileKeys, usePageIds } from '@export-portal/shared-records/cards';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { OwnVehicleCard, ownVehicleColumns } from './OwnVehicleCard';
import { ownVehicleList } from '../../data/ownRecords';

/** The client's own vehicles, searched on make, model, VIN and year. */
export function MyVehiclesScreen() {
  const params = useListParams({});
  const query = ownVehicleList.useList(params.request);
  const pageVehicles = usePageIds(query.data?.rows);
  const live = useLiveTable(['vehicles', 'documents'], { invalidates: [tableKeys('vehicles').all, exportFileKeys.all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <PageVehicleIds.Provider value={pageVehicles}>
        <SearchableList
          label="My vehicles"
          noun={['vehicle', 'vehicles']}
          searchLabel="Search my vehicles by make, model, VIN or year"
          {...listFrame(params, query)}
          emptyText={params.request.search ? 'No vehicles found matching your search criteria.' : "You don't have any vehicles yet."}
          getKey={(vehicle) => vehicle.id}
          renderRow={(vehicle) => <OwnVehicleCard vehicle={vehicle} />}
          estimatedCardHeightPx={240}
          actions={
            <ExportCsvButton
              list={ownVehicleList}
              request={params.request}
              columns={ownVehicleColumns}
              subject="my-vehicles"
              disabled={!query.data?.total}
            />
          }
        />
      </PageVehicleIds.Provider>
    </Screen>
  );
}
