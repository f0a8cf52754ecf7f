import { Search } from 'lucide-react';
import { tableKeys, useLiveTable } from '@export-portal/shared-auth';
import { LiveStatus, Screen } from '@export-portal/shared-ui';
import { SearchForm } from '../../search/SearchForm';
import { useSubmittedSearch } from '../../search/useSubmittedSearch';
import { TrackingResults } from './TrackingResults';

/** Follow one of the client's own shipments by its shipment, booking or container number. */
export function TrackShipmentScreen() {
  const search = useSubmittedSearch();
  // A tracked shipment's status and progress follow the shipment as staff move it.
  const live = useLiveTable('shipments', { invalidates: [tableKeys('shipments').all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <SearchForm
        label="Shipment, booking or container number"
        placeholder="e.g. SHP-1001, BKG704037 or MSCU3104127"
        term={search.term}
        onSubmit={search.submit}
        submitLabel="Track"
        icon={<Search aria-hidden size={16} />}
      />
      {search.term ? <TrackingResults term={search.term} /> : null}
    </Screen>
  );
}
