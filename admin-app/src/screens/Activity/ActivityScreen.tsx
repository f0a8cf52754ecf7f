import { activityList, ACTIVITY_FILTERS, type ActivityFilters as Filters } from '../../data/activity';
import { listFrame, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { historyActor, historyActionLabel, historyFieldChanges } from '@export-portal/shared-domain/history';
import { LiveStatus, Screen, formatDateTime } from '@export-portal/shared-ui';
import { ChangeFields, describeFieldChange } from '@export-portal/shared-ui/changes';
import { SearchableList, type ListColumn } from '@export-portal/shared-ui/lists';
import { ActivityCard, tableWords, type ActivityRow } from './ActivityCard';
import { ActivityFilters } from './ActivityFilters';
import { ActivityRecord } from './ActivityRecord';

/** The changes table: when, who, which record of which table, what was done and each field's change ("Field: old → new", a line each). */
const activityColumns: readonly ListColumn<ActivityRow>[] = [
  {
    header: 'When',
    cell: (entry) => <time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at)}</time>,
    value: (entry) => entry.changed_at,
  },
  { header: 'Who', value: (entry) => historyActor(entry.actor_name) },
  { header: 'Table', value: (entry) => tableWords(entry.table_name) },
  {
    header: 'Record',
    cell: (entry) => <ActivityRecord table={entry.table_name} recordId={entry.record_id} label={entry.record_label} />,
    value: (entry) => entry.record_label,
  },
  { header: 'What', value: (entry) => historyActionLabel(entry.table_name, entry.action) },
  {
    header: 'Changes',
    cell: (entry) => <ChangeFields fields={historyFieldChanges(entry.table_name, entry.action, entry.changes)} />,
    value: (entry) => historyFieldChanges(entry.table_name, entry.action, entry.changes).map(describeFieldChange).join('\n') || null,
  },
];

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
        columns={activityColumns}
        actions={
          <ExportCsvButton list={activityList} request={params.request} columns={activityColumns} subject="activity" disabled={!query.data?.total} />
        }
        minCardWidthPx={420}
        estimatedCardHeightPx={180}
      />
    </Screen>
  );
}
