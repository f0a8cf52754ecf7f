import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { lazyScreen, tableKeys, useDataMutation } from '@export-portal/shared-auth';
import type { BoardVehicle } from '@export-portal/shared-records/cards';
import { failureNotice } from '@export-portal/shared-domain';
import { Alert, Button, PageSpinner, RetryButton, Spinner } from '@export-portal/shared-ui';
import { ConfirmDialog, Dialog } from '@export-portal/shared-ui/dialog';
import { deleteVehicle, useEditedVehicle, type EditedVehicle } from '../../data/vehicles';
import type { VehicleFormProps } from './VehicleForm';

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.muted};
`;

// The form (its VIN check, its fields and the form library) is downloaded when Add Vehicle or Edit first opens it.
const VehicleForm = lazyScreen<VehicleFormProps>(
  () => import('./VehicleForm').then((module) => module.VehicleForm),
  <PageSpinner label="Loading the form" />,
);

/** How a vehicle is named in titles and confirmations: "2021 Toyota Camry · <VIN>". */
export function vehicleName(vehicle: Pick<BoardVehicle, 'year' | 'make' | 'model' | 'vin'>): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model} · ${vehicle.vin}`;
}

/** The screen's Add Vehicle button and its form. */
export function AddVehicleButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Add Vehicle"
      description="A vehicle joins the inventory with these details."
      trigger={
        <Button size="sm" variant="primary">
          <Plus aria-hidden size={16} />
          Add Vehicle
        </Button>
      }
    >
      {open ? <VehicleForm vehicle={null} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

/**
 * The form of a vehicle as it was when Edit was pressed. What the vehicle holds is read once:
 * later reads (the board is live) never replace a form being filled in.
 */
function EditForm({ id, onDone }: { id: string; onDone: () => void }) {
  const vehicle = useEditedVehicle(id);
  const [opened, setOpened] = useState<EditedVehicle | null>(null);
  if (opened === null && vehicle.data) setOpened(vehicle.data);
  if (opened) return <VehicleForm vehicle={opened} onDone={onDone} />;
  if (vehicle.isPending)
    return (
      <Loading role="status">
        <Spinner size="sm" />
        Loading the vehicle…
      </Loading>
    );
  if (vehicle.isError)
    return (
      <Alert tone="danger" title="The vehicle could not be loaded.">
        <RetryButton onRetry={() => void vehicle.refetch()} />
      </Alert>
    );
  return <Alert tone="danger" title="This vehicle has been deleted by someone else." />;
}

/** A card's Edit button: it only asks the screen to open the form, which outlives the card (a live board may drop it). */
export function EditVehicleButton({ onEdit }: { onEdit: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onEdit}>
      <Pencil aria-hidden size={14} />
      Edit
    </Button>
  );
}

/** The Edit form of the vehicle the screen is editing; closed while there is none. Focus returns to the Edit button pressed. */
export function EditVehicleDialog({ vehicle, onClose }: { vehicle: BoardVehicle | null; onClose: () => void }) {
  return (
    <Dialog
      open={vehicle !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit Vehicle"
      description={vehicle ? vehicleName(vehicle) : undefined}
    >
      {vehicle ? <EditForm id={vehicle.id} onDone={onClose} /> : null}
    </Dialog>
  );
}

/** A card's Delete button: asks first, naming the vehicle; the database's refusal (sold, shipped, in a shipment) shows in the dialog. */
export function DeleteVehicleButton({ vehicle }: { vehicle: BoardVehicle }) {
  const remove = useDataMutation({ action: 'deleteVehicle', write: deleteVehicle, invalidates: [tableKeys('vehicles')] });
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost">
          <Trash2 aria-hidden size={14} />
          Delete
        </Button>
      }
      title="Delete vehicle?"
      description={`${vehicleName(vehicle)} will be deleted from the inventory for good.`}
      confirmLabel="Delete vehicle"
      onConfirm={() => remove.mutateAsync({ id: vehicle.id })}
      failureMessage={(error) => failureNotice('deleteVehicle', error).reason}
    />
  );
}
