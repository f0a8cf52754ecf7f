import { ClipboardCheck, PackageCheck, Ship } from 'lucide-react';
import type { ReactNode } from 'react';
import { STAFF_VEHICLE_STATUS_TARGETS, canStaffSetVehicleStatus, type VehicleRow } from '@export-portal/shared-domain';
import { Button } from '@export-portal/shared-ui';
import { useSetVehicleStatus } from './useSetVehicleStatus';

type StaffTarget = (typeof STAFF_VEHICLE_STATUS_TARGETS)[number];

const BUTTONS: Record<StaffTarget, { label: string; icon: ReactNode }> = {
  inspection: { label: 'Inspection', icon: <ClipboardCheck aria-hidden size={14} /> },
  available: { label: 'Available', icon: <PackageCheck aria-hidden size={14} /> },
  shipped: { label: 'Shipped', icon: <Ship aria-hidden size={14} /> },
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
          {BUTTONS[target].icon}
          {BUTTONS[target].label}
        </Button>
      ))}
    </>
  );
}
