import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tableKeys, useDataMutation, useSectionPath } from '@export-portal/shared-auth';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { VEHICLE_STATUSES, VEHICLE_STATUS_LABELS, failureNotice } from '@export-portal/shared-domain';
import { checkVin, vinMakeMismatch, vinYearMismatch } from '@export-portal/shared-domain/vin';
import { Alert, Button, FieldPair, FormActions, FormStack, Input } from '@export-portal/shared-ui';
import { DialogClose } from '@export-portal/shared-ui/dialog';
import { Select } from '@export-portal/shared-ui/select';
import { CustomerPicker } from '@export-portal/shared-records/customer-picker';
import {
  DuplicateVinError,
  VehicleChangedError,
  VehicleGoneError,
  addVehicle,
  updateVehicle,
  type EditedVehicle,
  type VehicleValues,
} from '../../data/vehicles';
import { ChangedElsewhere } from './ChangedElsewhere';
import { EMPTY_DRAFT, changesFrom, draftOf, valuesOf, vehicleSchema, type VehicleDraft } from './vehicleSchema';

const DuplicateLink = styled.p`
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
  font-size: ${({ theme }) => theme.typography.sizes.xs};
`;

/** The message beside the VIN when the database already holds it. */
export const DUPLICATE_VIN_MESSAGE = 'A vehicle with this VIN is already in the inventory';

export interface VehicleFormProps {
  /** The vehicle to edit as read when the form opened; null adds a vehicle. */
  vehicle: EditedVehicle | null;
  /** After a save: the dialog closes. */
  onDone: () => void;
}

/**
 * One vehicle's fields, for Add Vehicle and Edit. The VIN is checked as it is typed: its errors
 * refuse the save beside it, its warnings only inform; a known manufacturer fills an empty make,
 * and a year or make the VIN contradicts is pointed out. An edit writes only what changed, and
 * only onto the version it was opened on: when someone else changed the vehicle meanwhile, their
 * values are shown, what was typed stays, and the user chooses whose values to keep.
 */
export function VehicleForm({ vehicle, onDone }: VehicleFormProps) {
  const form = useZodForm(vehicleSchema, { defaultValues: vehicle ? draftOf(vehicle) : EMPTY_DRAFT });
  const pathOf = useSectionPath();
  // The version the edit applies to: the vehicle as opened, or as someone else left it once the user chose to overwrite.
  const [base, setBase] = useState(vehicle);
  const [conflict, setConflict] = useState<EditedVehicle | null>(null);
  const [gone, setGone] = useState(false);
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The name of the owner the form holds, to show beside someone else's when they changed the vehicle meanwhile.
  const [ownerName, setOwnerName] = useState(vehicle?.ownerName ?? null);
  const add = useDataMutation({
    action: 'addVehicle',
    write: async (client, values: VehicleValues) => {
      await addVehicle(client, values);
    },
    invalidates: [tableKeys('vehicles')],
  });
  const update = useDataMutation({ action: 'updateVehicle', write: updateVehicle, invalidates: [tableKeys('vehicles')] });

  const [vin, year, make] = form.watch(['vin', 'year', 'make']);
  const report = useMemo(() => (vin.trim() === '' ? null : checkVin(vin)), [vin]);
  const vinWarnings = report?.findings.filter((finding) => finding.severity === 'warning').map((finding) => finding.message) ?? [];
  const yearNumber = /^\d{4}$/.test(year.trim()) ? Number(year.trim()) : null;
  const yearWarning = report && yearNumber !== null ? vinYearMismatch(report, yearNumber) : null;
  const makeWarning = report && make.trim() !== '' ? vinMakeMismatch(report, make) : null;
  const manufacturer = report?.manufacturer ?? null;
  useEffect(() => {
    if (manufacturer && form.getValues('make').trim() === '')
      form.setValue('make', manufacturer, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [manufacturer, form]);
  const vinError = form.formState.errors.vin?.message;

  const save = async (draft: VehicleDraft, against: EditedVehicle | null) => {
    const values = valuesOf(draft);
    setFailure(null);
    setDuplicateOf(null);
    const action = against ? 'updateVehicle' : 'addVehicle';
    try {
      if (!against) await add.mutateAsync(values);
      else {
        const changes = changesFrom(valuesOf(draftOf(against)), values);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ id: against.id, seenUpdatedAt: against.updated_at, changes });
      }
      onDone();
    } catch (error) {
      if (error instanceof DuplicateVinError) {
        form.setError('vin', { message: DUPLICATE_VIN_MESSAGE }, { shouldFocus: true });
        setDuplicateOf(error.vehicleId);
      } else if (error instanceof VehicleChangedError) setConflict(error.fresh);
      else if (error instanceof VehicleGoneError) setGone(true);
      else setFailure(failureNotice(action, error).reason);
    }
  };
  const submit = form.handleSubmit((draft) => save(draft, base));

  const takeTheirs = (fresh: EditedVehicle) => {
    setBase(fresh);
    setConflict(null);
    form.reset(draftOf(fresh));
    setOwnerName(fresh.ownerName);
  };
  const overwrite = (fresh: EditedVehicle) => {
    setBase(fresh);
    setConflict(null);
    void form.handleSubmit((draft) => save(draft, fresh))();
  };

  return (
    <FormStack noValidate aria-label={vehicle ? 'Edit vehicle' : 'Add vehicle'} onSubmit={submit}>
      {gone ? <Alert tone="danger" title="This vehicle has been deleted by someone else." /> : null}
      {conflict ? (
        <ChangedElsewhere
          fresh={conflict}
          mine={valuesOf(form.getValues())}
          myOwnerName={ownerName}
          onUseTheirs={() => takeTheirs(conflict)}
          onOverwrite={() => overwrite(conflict)}
        />
      ) : null}
      {failure ? (
        <Alert tone="danger" title={vehicle ? 'The vehicle could not be saved.' : 'The vehicle could not be added.'}>
          {failure}
        </Alert>
      ) : null}
      <FormField control={form.control} name="vin" label="VIN" hint={vinWarnings.length > 0 ? vinWarnings.join(' ') : undefined}>
        <Input autoComplete="off" spellCheck={false} maxLength={20} {...form.register('vin')} />
      </FormField>
      {vinError === DUPLICATE_VIN_MESSAGE && duplicateOf ? (
        <DuplicateLink>
          <Link to={pathOf(`vehicles/${duplicateOf}`)}>Open the vehicle with this VIN</Link>
        </DuplicateLink>
      ) : null}
      <FieldPair>
        <FormField control={form.control} name="year" label="Year" hint={yearWarning ?? undefined}>
          <Input inputMode="numeric" {...form.register('year')} />
        </FormField>
        <FormField control={form.control} name="make" label="Make" hint={makeWarning ?? undefined}>
          <Input {...form.register('make')} />
        </FormField>
      </FieldPair>
      <FieldPair>
        <FormField control={form.control} name="model" label="Model">
          <Input {...form.register('model')} />
        </FormField>
        <FormField control={form.control} name="color" label="Color">
          <Input {...form.register('color')} />
        </FormField>
      </FieldPair>
      <FieldPair>
        <FormField control={form.control} name="mileage" label="Mileage (km)">
          <Input inputMode="numeric" {...form.register('mileage')} />
        </FormField>
        <Select
          label="Status"
          value={form.watch('status')}
          onValueChange={(status) => {
            const chosen = VEHICLE_STATUSES.find((candidate) => candidate === status);
            if (chosen) form.setValue('status', chosen, { shouldDirty: true });
          }}
          options={VEHICLE_STATUSES.map((status) => ({ value: status, label: VEHICLE_STATUS_LABELS[status] }))}
        />
      </FieldPair>
      <FieldPair>
        <FormField control={form.control} name="purchase_price" label="Purchase price (CAD)">
          <Input inputMode="decimal" {...form.register('purchase_price')} />
        </FormField>
        <FormField control={form.control} name="sale_price" label="Sale price (CAD)">
          <Input inputMode="decimal" {...form.register('sale_price')} />
        </FormField>
      </FieldPair>
      <FormField control={form.control} name="location" label="Location">
        <Input {...form.register('location')} />
      </FormField>
      <CustomerPicker
        label="Owner"
        value={form.watch('customer_id')}
        onChange={(id, customer) => {
          form.setValue('customer_id', id, { shouldDirty: true });
          setOwnerName(customer?.name ?? null);
        }}
        error={form.formState.errors.customer_id?.message}
      />
      <FormActions>
        <DialogClose>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting} disabled={gone || conflict !== null}>
          {vehicle ? 'Save changes' : 'Add vehicle'}
        </Button>
      </FormActions>
    </FormStack>
  );
}
