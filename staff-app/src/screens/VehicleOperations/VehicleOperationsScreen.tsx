import { useMemo } from 'react';
import { listFrame, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { VEHICLE_FILTERS, vehicleList } from '../../data/vehicleBoard';
import { VEHICLE_STATUSES, VEHICLE_STATUS_LABELS } from '@export-portal/shared-domain';
import { LiveStatus, Screen, RECORD_CARD_MIN_WIDTH_PX } from '@export-portal/shared-ui';
import { CellActions, CellExcerpt, SearchableList, type ListColumn } from '@export-portal/shared-ui/lists';
import { PageVehicleIds, exportFileKeys, vehicleColumns, type BoardVehicle } from '@export-portal/shared-records/cards';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { StatusFilter } from '../../components/StatusFilter';
import { vehicleTaskKeys } from '../../data/vehicleTasks';
import { NextTask, PageVehicles } from './NextTask';
import { VehicleCard, VehicleEditActions } from './VehicleCard';
import { VehicleStatusActions } from './VehicleStatusActions';

/** The shared columns, and the notes, the next task and the buttons only staff have here. */
const staffVehicleColumns: readonly ListColumn<BoardVehicle>[] = [
  ...vehicleColumns,
  { header: 'Notes', cell: (vehicle) => (vehicle.notes ? <CellExcerpt>{vehicle.notes}</CellExcerpt> : null), value: (vehicle) => vehicle.notes },
  { header: 'Next task', cell: (vehicle) => <NextTask vehicleId={vehicle.id} /> },
  {
    header: 'Actions',
    cell: (vehicle) => (
      <CellActions>
        <VehicleStatusActions vehicle={vehicle} />
        <VehicleEditActions vehicle={vehicle} />
      </CellActions>
    ),
  },
];

/**
 * Vehicle Operations: find vehicles by make, model, VIN or year, move them through inspection
 * and shipping, edit the facts staff keep and book tasks on them.
 */
export function VehicleOperationsScreen() {
  const params = useListParams(VEHICLE_FILTERS);
  const query = vehicleList.useList(params.request);
  const rows = query.data?.rows;
  const pageVehicles = useMemo(() => rows?.map((vehicle) => vehicle.id) ?? [], [rows]);
  const live = useLiveTable(['vehicles', 'vehicle_tasks', 'documents'], {
    invalidates: [vehicleList.keys.all, vehicleTaskKeys.all, exportFileKeys.all],
  });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <PageVehicles.Provider value={pageVehicles}>
        <PageVehicleIds.Provider value={pageVehicles}>
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
            columns={staffVehicleColumns}
            actions={
              <ExportCsvButton
                list={vehicleList}
                request={params.request}
                columns={staffVehicleColumns}
                subject="vehicles"
                disabled={!query.data?.total}
              />
            }
            minCardWidthPx={RECORD_CARD_MIN_WIDTH_PX}
            estimatedCardHeightPx={410}
          />
        </PageVehicleIds.Provider>
      </PageVehicles.Provider>
    </Screen>
  );
}
