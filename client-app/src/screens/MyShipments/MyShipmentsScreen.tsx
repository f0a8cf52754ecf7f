import { listFrame, tableKeys, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { LiveStatus, Screen } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { OwnShipmentCard, ownShipmentColumns } from './OwnShipmentCard';
import { ownShipmentList } from '../../data/ownRecords';

/** The client's own shipments, searched on shipment and booking number, vessel and destination. */
export function MyShipmentsScreen() {
  const params = useListParams({});
  const query = ownShipmentList.useList(params.request);
  const live = useLiveTable(['shipments', 'shipment_vehicles'], { invalidates: [tableKeys('shipments').all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <SearchableList
        label="My shipments"
        noun={['shipment', 'shipments']}
        searchLabel="Search my shipments by number, booking, vessel or destination"
        {...listFrame(params, query)}
        emptyText={params.request.search ? 'No shipments found matching your search criteria.' : "You don't have any shipments yet."}
        getKey={(shipment) => shipment.id}
        renderRow={(shipment) => <OwnShipmentCard shipment={shipment} />}
        estimatedCardHeightPx={300}
        actions={
          <ExportCsvButton
            list={ownShipmentList}
            request={params.request}
            columns={ownShipmentColumns}
            subject="my-shipments"
            disabled={!query.data?.total}
          />
        }
      />
    </Screen>
  );
}
