import { Search } from 'lucide-react';
import { tableKeys, useLiveTable } from '@export-portal/shared-auth';
import { LiveStatus, Screen } from '@export-portal/shared-ui';
import { SearchForm } from '../../search/SearchForm';
import { useSubmittedSearch } from '../../search/useSubmittedSearch';
import { RecentRecords } from '../../search/RecentRecords';
import { useRecentOwnShipments } from '../../data/recent';
import { TrackedShipmentCard } from './TrackedShipmentCard';
import { TrackingResults } from './TrackingResults';

/** Follow one of the client's own shipments by its shipment, booking or container number; before a search, their latest. */
export function TrackShipmentScreen() {
  const search = useSubmittedSearch();
  const recent = useRecentOwnShipments();
  // A tracked shipment's status and progress follow the shipment as staff move it.
  const live = useLiveTable('shipments', { invalidates: [tableKeys('shipments').all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <SearchForm
        label="Shipment, booking or container number"
        placeholder="e.g. SHP-1001, BKG704037 or MSCU3104129"
        term={search.term}
        onSubmit={search.submit}
        submitLabel="Track"
        icon={<Search aria-hidden size={16} />}
      />
      {search.term ? (
        <TrackingResults term={search.term} />
      ) : (
        <RecentRecords
          heading="Your latest shipments"
          query={recent}
          loadingLabel="Loading your latest shipments"
          emptyText="You don't have any shipments yet."
          getKey={(shipment) => shipment.id}
          renderRow={(shipment) => <TrackedShipmentCard shipment={shipment} />}
        />
      )}
    </Screen>
  );
}
