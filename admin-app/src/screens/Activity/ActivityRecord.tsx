import { Link } from 'react-router-dom';
import { HISTORY_TABLE_LABELS, isHistoryTable } from '@export-portal/shared-domain/history';
import { useSectionPath } from '@export-portal/shared-auth';
import { recordScreenOf } from './recordLink';

export interface ActivityRecordProps {
  table: string;
  recordId: string | null;
  label: string | null;
}

/**
 * The record an entry concerns, linked to its page where it has one. A vehicle joining a
 * shipment is labelled with the vehicle but belongs to the shipment, so its link says so.
 */
export function ActivityRecord({ table, recordId, label }: ActivityRecordProps) {
  const pathOf = useSectionPath();
  const screen = recordScreenOf(table, recordId);
  const name = label ?? (isHistoryTable(table) ? HISTORY_TABLE_LABELS[table] : table);
  if (!screen) return <>{name}</>;
  if (table === 'shipment_vehicles') {
    return (
      <>
        {name} (<Link to={pathOf(screen)}>its shipment</Link>)
      </>
    );
  }
  return <Link to={pathOf(screen)}>{name}</Link>;
}
