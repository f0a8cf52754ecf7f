import { listFrame, useListParams, useLiveTable, VEHICLE_FILTERS, vehicleList } from '@export-portal/shared-auth';
import { VEHICLE_STATUSES, VEHICLE_STATUS_LABELS } from '@export-portal/shared-domain';
import { LiveStatus, Screen, RECORD_CARD_MIN_WIDTH_PX } from '@export-portal/shared-ui';
import { CellActions, SearchableList } from '@export-portal/shared-ui/lists';
import { vehicleColumns } from '@export-portal/shared-auth/lists';
import { StatusFilter } from '../../components/StatusFilter';
import { VehicleCard } from './VehicleCard';
import { VehicleStatusActions } from './VehicleStatusActions';

/** Vehicle Operations: find vehicles by make, model, VIN or year and move them through inspection and shipping. */
export function VehicleOperationsScreen() {
  const params = useListParams(VEHICLE_FILTERS);
  const query = vehicleList.useList(params.request);
  const live = useLiveTable('vehicles', { invalidates: [vehicleList.keys.all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <SearchableList
        label="Vehicles"
        noun={['vehicle', 'vehicles']}
        searchLabel="Search vehicles by make, model, VIN or year"
        filters={
          <StatusFilter
            label="Vehicle status"
            statuses={VEHICLE_STATUSES}
            words={VEHICLE_STATUS_LABELS}
            value={params.filters.status}
            onChange={(status) => params.setFilter('status', status)}
          />
        }
        {...listFrame(params, query)}
        emptyText="No vehicles found matching your search criteria."
        getKey={(vehicle) => vehicle.id}
        renderRow={(vehicle) => <VehicleCard vehicle={vehicle} />}
        columns={[
          ...vehicleColumns,
          {
            header: 'Actions',
            cell: (vehicle) => (
              <CellActions>
                <VehicleStatusActions vehicle={vehicle} />
              </CellActions>
            ),
          },
        ]}
        minCardWidthPx={RECORD_CARD_MIN_WIDTH_PX}
        estimatedCardHeightPx={330}
      />
    </Screen>
  );
}
