import { createContext, useContext, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMS_RISK_LABEL, exportFileSummary, incompleteVehiclesText, type ExportFileState } from '@export-portal/shared-domain';
import { Badge, MISSING_VALUE, formatDateTime } from '@export-portal/shared-ui';
import { tableKeys, useSupabase, type PortalClient } from '@export-portal/shared-auth';

/**
 * The export file of the vehicles and shipments a page shows, read from the database's views for
 * the visible ids only, in one request a page, so a board stays fast however many vehicles exist.
 * The keys sit under the documents' and the shipments' so that what refreshes those refreshes these.
 */

/** The ids of the vehicles a board shows, whose export files are read together. */
export const PageVehicleIds = createContext<readonly string[]>([]);
/** The ids of the shipments a board shows, whose readiness for customs is read together. */
export const PageShipmentIds = createContext<readonly string[]>([]);

export const exportFileKeys = { all: [...tableKeys('documents').all, 'export-file'] as const };
export const shipmentReadinessKeys = { all: [...tableKeys('shipments').all, 'export-readiness'] as const };

/** The ids read together: the page's, or this one alone when it is not on a page (a record page). */
function idsFor(page: readonly string[], id: string): string[] {
  return page.includes(id) ? [...page].sort() : [id];
}

export function exportFilesQuery(client: PortalClient, ids: readonly string[]) {
  return queryOptions<ReadonlyMap<string, ExportFileState>>({
    queryKey: [...exportFileKeys.all, ids],
    queryFn: async () => {
      if (ids.length === 0) return new Map();
      const { data, error } = await client.from('vehicle_export_files').select('vehicle_id,missing,expired').in('vehicle_id', ids);
      if (error) throw error;
      return new Map(data.flatMap((row) => (row.vehicle_id ? [[row.vehicle_id, { missing: row.missing, expired: row.expired }] as const] : [])));
    },
    placeholderData: keepPreviousData,
  });
}

/** One vehicle's export file (null when the database has none to show), read with those of the other vehicles on its page. */
export function useVehicleExportFile(vehicleId: string) {
  const ids = idsFor(useContext(PageVehicleIds), vehicleId);
  return useQuery({ ...exportFilesQuery(useSupabase(), ids), select: (files) => files.get(vehicleId) ?? null });
}

/** The export file in words and in a tone, so its state never rests on colour alone. */
export function ExportFileBadge({ state }: { state: ExportFileState }) {
  const { text, tone } = exportFileSummary(state);
  return <Badge tone={tone}>{text}</Badge>;
}

/** A vehicle's export file on a card or in a row; "—" until it has been read. */
export function VehicleExportFile({ vehicleId }: { vehicleId: string }) {
  const { data } = useVehicleExportFile(vehicleId);
  return data ? <ExportFileBadge state={data} /> : MISSING_VALUE;
}

/** A vehicle card's Export file fact, the same on the admin's and staff's boards and on a client's own vehicles. */
export function exportFileFact(vehicleId: string): readonly [string, ReactNode] {
  return ['Export file', <VehicleExportFile key="export-file" vehicleId={vehicleId} />];
}

export interface ShipmentReadiness {
  incomplete_vehicles: number;
  customs_deadline: string | null;
  at_risk: boolean;
}

export function readinessQuery(client: PortalClient, ids: readonly string[]) {
  return queryOptions<ReadonlyMap<string, ShipmentReadiness>>({
    queryKey: [...shipmentReadinessKeys.all, ids],
    queryFn: async () => {
      if (ids.length === 0) return new Map();
      const { data, error } = await client
        .from('shipment_export_readiness')
        .select('shipment_id,incomplete_vehicles,customs_deadline,at_risk')
        .in('shipment_id', ids);
      if (error) throw error;
      return new Map(
        data.flatMap(({ shipment_id, incomplete_vehicles, customs_deadline, at_risk }) =>
          shipment_id ? [[shipment_id, { incomplete_vehicles: incomplete_vehicles ?? 0, customs_deadline, at_risk: at_risk === true }] as const] : [],
        ),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** One shipment's readiness for customs, read with those of the other shipments on its page. */
export function useShipmentReadiness(shipmentId: string) {
  const ids = idsFor(useContext(PageShipmentIds), shipmentId);
  return useQuery({ ...readinessQuery(useSupabase(), ids), select: (all) => all.get(shipmentId) ?? null });
}

const Flag = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

/**
 * A shipment's export files: flagged when the customs deadline (departure less the lead time)
 * has come with a vehicle's file incomplete, otherwise how many files are incomplete.
 */
export function ShipmentExportFlag({ shipmentId }: { shipmentId: string }) {
  const { data } = useShipmentReadiness(shipmentId);
  if (!data) return <>{MISSING_VALUE}</>;
  if (data.at_risk) {
    return (
      <Flag>
        <Badge tone="danger">{CUSTOMS_RISK_LABEL}</Badge>
        <span>
          {data.customs_deadline ? `Deadline ${formatDateTime(data.customs_deadline)} · ` : ''}
          {incompleteVehiclesText(data.incomplete_vehicles)}
        </span>
      </Flag>
    );
  }
  if (data.incomplete_vehicles > 0) return <>{incompleteVehiclesText(data.incomplete_vehicles)}</>;
  return <>No incomplete export files</>;
}

/** The ids of a board's visible rows, stable while the page is the same. */
export function usePageIds(rows: ReadonlyArray<{ id: string }> | undefined): readonly string[] {
  return useMemo(() => rows?.map((row) => row.id) ?? [], [rows]);
}
