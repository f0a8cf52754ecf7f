import { activityList, ACTIVITY_FILTERS, type ActivityFilters as Filters } from '../../data/activity';
import { listFrame, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { HistoryFields } from '@export-portal/shared-auth/records';
import { historyActor, historyActionLabel } from '@export-portal/shared-domain/history';
import { LiveStatus, Screen, formatDateTime } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { ActivityCard, tableWords } from './ActivityCard';
import { ActivityFilters } from './ActivityFilters';
import { ActivityRecord } from './ActivityRecord';

/** Activity: every change to the business's records, newest first, searched by record, table, person and day. */
export function ActivityScreen() {
  const params = useListParams<Filters>(ACTIVITY_FILTERS);
  const query = activityList.useList(params.request);
  const live = useLiveTable('change_history', { invalidates: [activityList.keys.all] });
  return (
    <Screen actions={<LiveStatus state={live} />}>
      <SearchableList
        label="Changes"
        noun={['change', 'changes']}
        searchLabel="Search changes by record"
        filters={<ActivityFilters params={params} />}
        {...listFrame(params, query)}
        emptyText="No changes found matching your search criteria."
        emptyHint="Changes appear here as soon as anyone adds, edits or deletes a record."
        getKey={(entry) => String(entry.id)}
        renderRow={(entry) => <ActivityCard entry={entry} />}
        columns={[
          { header: 'When', cell: (entry) => <time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at)}</time> },
          { header: 'Who', cell: (entry) => historyActor(entry.actor_name) },
          { header: 'Table', cell: (entry) => tableWords(entry.table_name) },
          { header: 'Record', cell: (entry) => <ActivityRecord table={entry.table_name} recordId={entry.record_id} label={entry.record_label} /> },
          { header: 'What', cell: (entry) => historyActionLabel(entry.table_name, entry.action) },
          { header: 'Changes', cell: (entry) => <HistoryFields entry={entry} /> },
        ]}
        minCardWidthPx={420}
        estimatedCardHeightPx={180}
      />
    </Screen>
  );
}
