import { ClipboardCheck, PackageCheck, Ship } from 'lucide-react';
import type { ReactNode } from 'react';
import { STAFF_VEHICLE_STATUS_TARGETS, VEHICLE_STATUS_LABELS, canStaffSetVehicleStatus, type VehicleRow } from '@export-portal/shared-domain';
import { Button } from '@export-portal/shared-ui';
import { useSetVehicleStatus } from './useSetVehicleStatus';

type StaffTarget = (typeof STAFF_VEHICLE_STATUS_TARGETS)[number];

const ICONS: Record<StaffTarget, ReactNode> = {
  inspection: <ClipboardCheck aria-hidden size={14} />,
  available: <PackageCheck aria-hidden size={14} />,
  shipped: <Ship aria-hidden size={14} />,
};

/** Inspection, Available and Shipped; the one for the vehicle's current status is disabled. */
export function VehicleStatusActions({ vehicle }: { vehicle: Pick<VehicleRow, 'id' | 'status' | 'updated_at'> }) {
  const update = useSetVehicleStatus();
  const busy = update.isPending && update.variables.vehicle.id === vehicle.id;
  return (
    <>
      {STAFF_VEHICLE_STATUS_TARGETS.map((target) => (
        <Button
          key={target}
          size="sm"
          variant="outline"
          disabled={!canStaffSetVehicleStatus(vehicle.status, target) || busy}
          loading={busy && update.variables.status === target}
          onClick={() => update.mutate({ vehicle, status: target })}
        >
          {ICONS[target]}
          {VEHICLE_STATUS_LABELS[target]}
        </Button>
      ))}
    </>
  );
}
