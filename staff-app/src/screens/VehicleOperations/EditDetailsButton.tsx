import { useState } from 'react';
import { Pencil, Save } from 'lucide-react';
import { useDataMutation, useSupabase } from '@export-portal/shared-auth';
import { vehicleList } from '../../data/vehicleBoard';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { ChangedElsewhereError, VEHICLE_STATUS_LABELS, dataFailureReason, type DataErrorLike, type VehicleRow } from '@export-portal/shared-domain';
import { Alert, Button, Input, Textarea } from '@export-portal/shared-ui';
import { Dialog, DialogClose, DialogForm, DialogFormActions } from '@export-portal/shared-ui/dialog';
import { readVehicle, updateVehicleDetails, type VehicleDetails } from '../../data/vehicleDetails';
import {
  DETAIL_FIELDS,
  MAX_NOTES_LENGTH,
  MILEAGE_MESSAGE,
  NOTES_MESSAGE,
  changesFrom,
  draftFrom,
  vehicleDetailsSchema,
  type VehicleDetailsDraft,
} from './vehicleDetailsSchema';

/** Edit Details on a vehicle's card: the dialog and its form exist only while open (a board shows many cards), filled afresh each time. */
export function EditDetailsButton({ vehicle }: { vehicle: VehicleRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <Pencil aria-hidden size={14} />
        Edit Details
      </Button>
      {open ? (
        <Dialog
          open
          onOpenChange={setOpen}
          title="Edit Details"
          description={`${vehicle.year} ${vehicle.make} ${vehicle.model} · VIN ${vehicle.vin} · ${VEHICLE_STATUS_LABELS[vehicle.status]}`}
        >
          <VehicleDetailsForm vehicle={vehicle} onSaved={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </>
  );
}

/** What `update_vehicle_details` raises for a vehicle that no longer exists. */
const VEHICLE_NOT_FOUND_CODE = 'P0002';

/** A refusal of the database, shown beside the field it names, else above the buttons. */
type Refusal = { field: keyof VehicleDetailsDraft; message: string } | { field: null; message: string };

function refusalOf(error: unknown): Refusal {
  const { code, message } = (error ?? {}) as DataErrorLike;
  // A check constraint names its column; these are the checks of the facts staff may change.
  if (code === '23514' && message?.includes('mileage')) return { field: 'mileage', message: MILEAGE_MESSAGE };
  if (code === '23514' && message?.includes('notes')) return { field: 'notes', message: NOTES_MESSAGE };
  return { field: null, message: dataFailureReason(error) };
}

/** Two typings of one value compare equal: spaces around it, and a mileage's separators, do not count. */
const comparable = (text: string) => text.trim().replace(/(?<=\d)[\s,](?=\d)/g, '');

type FieldNotes = Partial<Record<keyof VehicleDetailsDraft, string>>;

/** Someone else saved the vehicle since the form was filled: what that means for each field, or the vehicle is gone. */
type Conflict = FieldNotes | 'deleted';

/**
 * The facts staff may change: location, colour, mileage and notes. The form saves against the
 * version it was filled from, kept from the moment it opened (a live reload of the card must not
 * move it). When someone else has saved since, the database refuses and the form reads the latest
 * version; Save then applies what was typed over it, the colleague's changes now seen.
 */
function VehicleDetailsForm({ vehicle, onSaved }: { vehicle: VehicleRow; onSaved: () => void }) {
  const client = useSupabase();
  const [seen, setSeen] = useState(vehicle);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(vehicleDetailsSchema, { defaultValues: draftFrom(vehicle) });
  const save = useDataMutation({ action: 'vehicleDetails', write: updateVehicleDetails, invalidates: [vehicleList.keys] });

  /**
   * Takes in the version someone else saved: a fact they changed and this form left alone now
   * shows their value; one both changed keeps what was typed, with their value beside it.
   */
  const takeLatest = async () => {
    const latest = await readVehicle(client, seen.id).catch(() => undefined);
    if (latest === undefined) {
      setFailure('The latest version of this vehicle could not be read. Close the form and try again.');
      return;
    }
    if (latest === null) {
      setConflict('deleted');
      return;
    }
    const before = draftFrom(seen);
    const after = draftFrom(latest);
    const typed = form.getValues();
    const notes: FieldNotes = {};
    for (const field of DETAIL_FIELDS) {
      if (comparable(before[field]) === comparable(after[field])) continue;
      if (comparable(typed[field]) === comparable(before[field])) {
        form.setValue(field, after[field]);
        notes[field] = 'Changed by someone else meanwhile';
      } else {
        notes[field] = `Someone else saved: ${after[field].trim() || 'nothing'}. Yours is kept.`;
      }
    }
    setSeen(latest);
    setConflict(notes);
  };

  const submit = form.handleSubmit(async (values: VehicleDetails) => {
    setFailure(null);
    const changes = changesFrom(values, seen);
    if (Object.keys(changes).length === 0) {
      onSaved();
      return;
    }
    try {
      await save.mutateAsync({ vehicleId: seen.id, changes, seenUpdatedAt: seen.updated_at });
      onSaved();
    } catch (error) {
      if (error instanceof ChangedElsewhereError) {
        await takeLatest();
        return;
      }
      if ((error as DataErrorLike).code === VEHICLE_NOT_FOUND_CODE) {
        setConflict('deleted');
        return;
      }
      const refusal = refusalOf(error);
      if (refusal.field) form.setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
      else setFailure(refusal.message);
    }
  });

  const noteOf = (field: keyof VehicleDetailsDraft) => (conflict && conflict !== 'deleted' ? conflict[field] : undefined);

  return (
    <DialogForm noValidate onSubmit={submit} aria-label="Vehicle details">
      {conflict && conflict !== 'deleted' ? (
        <Alert tone="warning" title="Someone else changed this vehicle while you were editing.">
          The form now holds their changes, and what you typed is kept. Save again to apply yours.
        </Alert>
      ) : null}
      {conflict === 'deleted' ? (
        <Alert tone="danger" title="This vehicle has been deleted.">
          Your changes cannot be saved.
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="danger" title="The details were not saved.">
          {failure}
        </Alert>
      ) : null}
      <FormField control={form.control} name="location" label="Location" hint={noteOf('location')}>
        <Input {...form.register('location')} />
      </FormField>
      <FormField control={form.control} name="color" label="Colour" hint={noteOf('color')}>
        <Input {...form.register('color')} />
      </FormField>
      <FormField control={form.control} name="mileage" label="Mileage (km)" hint={noteOf('mileage')}>
        <Input inputMode="numeric" {...form.register('mileage')} />
      </FormField>
      <FormField control={form.control} name="notes" label="Notes" hint={noteOf('notes')}>
        <Textarea rows={4} maxLength={MAX_NOTES_LENGTH} {...form.register('notes')} />
      </FormField>
      <DialogFormActions>
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={conflict === 'deleted'} loading={form.formState.isSubmitting}>
          <Save aria-hidden size={14} />
          Save
        </Button>
      </DialogFormActions>
    </DialogForm>
  );
}
