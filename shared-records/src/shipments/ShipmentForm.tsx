import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import styled from 'styled-components';
import {
  SHIPMENT_STATUSES,
  SHIPMENT_STATUS_LABELS,
  canChangeShipmentVehicles,
  containerCapacityText,
  loadFailureMessage,
  type ShipmentStatus,
} from '@export-portal/shared-domain';
import {
  Alert,
  Button,
  FormActions,
  FormGrid,
  Input,
  PageSpinner,
  RetryButton,
  WholeRow,
  formatDate,
  formatMoney,
  toast,
} from '@export-portal/shared-ui';
import { DialogClose } from '@export-portal/shared-ui/dialog';
import { Select } from '@export-portal/shared-ui/select';
import { DASHBOARD_STATS_KEY, useSupabase, type PortalClient } from '@export-portal/shared-auth';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { useContainerChoices, type ContainerChoice } from './containerChoices';
import { carriedVehicles, readShipmentRecord, shipmentRecordKey, type ShipmentRecord } from './shipmentRecord';
import { refusalOf, saveShipment } from './shipmentSave';
import { shipmentSchema, type ShipmentDraft, type ShipmentValues } from './shipmentFormSchema';
import type { ShipmentTerms } from './ShipmentFormDialog';
import { VehiclePicker } from './VehiclePicker';

const Footer = styled(FormActions)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Note = styled.p<{ $danger?: boolean }>`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme, $danger = false }) => ($danger ? theme.colors.dangerHover : theme.colors.muted)};
`;

const NO_CONTAINER = 'none';

interface Costs {
  shipping_cost: number | null;
  total_cost: number | null;
}

async function readCosts(client: PortalClient, id: string): Promise<Costs | null> {
  const { data, error } = await client.from('shipments').select('shipping_cost,total_cost').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

const text = (value: string | null) => value ?? '';
const money = (value: number | null) => (value === null ? '' : String(value));

function draftOf(record: ShipmentRecord | null, costs: Costs | null): ShipmentDraft {
  return {
    customerId: record?.customer_id ?? '',
    bookingNumber: text(record?.booking_number ?? null),
    originPort: text(record?.origin_port ?? null),
    destinationPort: text(record?.destination_port ?? null),
    vesselName: text(record?.vessel_name ?? null),
    voyageNumber: text(record?.voyage_number ?? null),
    estimatedDeparture: text(record?.estimated_departure ?? null),
    estimatedArrival: text(record?.estimated_arrival ?? null),
    shippingCost: money(costs?.shipping_cost ?? null),
    totalCost: money(costs?.total_cost ?? null),
    status: record?.status ?? 'planning',
    containerId: record?.containers[0]?.id ?? '',
    vehicles: record ? carriedVehicles(record).map(({ id, year, make, model, vin }) => ({ id, year, make, model, vin })) : [],
  };
}

/** The values saved now that differ from what the form holds, named as the form names them. */
function savedDifferences(fresh: ShipmentDraft, typed: ShipmentDraft, freshNumbers: Map<string, string>): string[] {
  const labelled: ReadonlyArray<[keyof ShipmentDraft, string, (draft: ShipmentDraft) => string]> = [
    ['customerId', 'Customer', () => 'another customer'],
    ['bookingNumber', 'Booking number', (draft) => draft.bookingNumber],
    ['originPort', 'Origin port', (draft) => draft.originPort],
    ['destinationPort', 'Destination port', (draft) => draft.destinationPort],
    ['vesselName', 'Vessel', (draft) => draft.vesselName],
    ['voyageNumber', 'Voyage', (draft) => draft.voyageNumber],
    ['estimatedDeparture', 'Estimated departure', (draft) => formatDate(draft.estimatedDeparture || null)],
    ['estimatedArrival', 'Estimated arrival', (draft) => formatDate(draft.estimatedArrival || null)],
    ['shippingCost', 'Shipping cost', (draft) => formatMoney(draft.shippingCost === '' ? null : Number(draft.shippingCost))],
    ['totalCost', 'Total cost', (draft) => formatMoney(draft.totalCost === '' ? null : Number(draft.totalCost))],
    ['status', 'Status', (draft) => SHIPMENT_STATUS_LABELS[draft.status as ShipmentStatus]],
    ['containerId', 'Container', (draft) => freshNumbers.get(draft.containerId) ?? 'none'],
  ];
  const differences = labelled.flatMap(([name, label, shown]) => (fresh[name] !== typed[name] ? [`${label}: ${shown(fresh) || 'none'}`] : []));
  const ids = (draft: ShipmentDraft) =>
    draft.vehicles
      .map((vehicle) => vehicle.id)
      .sort()
      .join();
  if (ids(fresh) !== ids(typed)) {
    differences.push(`Vehicles: ${fresh.vehicles.map((vehicle) => vehicle.vin).join(', ') || 'none'}`);
  }
  return differences;
}

export interface ShipmentFormProps {
  shipmentId: string | null;
  onDone: () => void;
  terms?: ShipmentTerms | undefined;
}

/** Reads the shipment edited (and its costs, when the form sets the terms), then shows the form filled with it. */
export function ShipmentForm({ shipmentId, onDone, terms }: ShipmentFormProps) {
  const client = useSupabase();
  const record = useQuery({
    queryKey: shipmentRecordKey(shipmentId ?? 'new'),
    queryFn: () => (shipmentId ? readShipmentRecord(client, shipmentId) : null),
    enabled: shipmentId !== null,
    // The form starts from the version saved now, not one a board read a while ago.
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const costs = useQuery({
    queryKey: [...shipmentRecordKey(shipmentId ?? 'new'), 'costs'],
    queryFn: () => (shipmentId ? readCosts(client, shipmentId) : null),
    enabled: shipmentId !== null && terms !== undefined,
  });
  if (shipmentId === null) return <ShipmentFormBody record={null} costs={null} onDone={onDone} terms={terms} />;
  const failed = record.error ?? costs.error;
  if (failed) {
    return (
      <Alert tone="danger" title={loadFailureMessage(failed)}>
        <RetryButton onRetry={() => void Promise.all([record.refetch(), costs.refetch()])} />
      </Alert>
    );
  }
  if (record.isPending || (terms !== undefined && costs.isPending)) return <PageSpinner label="Loading the shipment" />;
  if (!record.data) return <Alert tone="warning" title="Shipment not found. It does not exist, or it is not one you can see." />;
  return <ShipmentFormBody record={record.data} costs={costs.data ?? null} onDone={onDone} terms={terms} />;
}

interface BodyProps {
  record: ShipmentRecord | null;
  costs: Costs | null;
  onDone: () => void;
  terms?: ShipmentTerms | undefined;
}

function ShipmentFormBody({ record, costs, onDone, terms }: BodyProps) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const shipmentId = record?.id ?? null;
  const form = useZodForm(shipmentSchema(terms !== undefined), { defaultValues: draftOf(record, costs) });
  const [seenUpdatedAt, setSeenUpdatedAt] = useState(record?.updated_at ?? null);
  const [vehiclesBefore, setVehiclesBefore] = useState(record ? carriedVehicles(record).map((vehicle) => vehicle.id) : null);
  const [status, setStatus] = useState<ShipmentStatus>(record?.status ?? 'planning');
  const [changedElsewhere, setChangedElsewhere] = useState<string[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const containers = useContainerChoices(shipmentId);
  const save = useMutation({
    mutationFn: (values: ShipmentValues) =>
      saveShipment(client, { id: shipmentId, withTerms: terms !== undefined, values, vehiclesBefore, seenUpdatedAt }),
    onSettled: () =>
      Promise.all(
        [['shipments'], ['containers'], ['vehicles'], ['shipment_vehicles'], DASHBOARD_STATS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  /**
   * Someone saved the shipment since the form opened: the fields not touched take the saved
   * values, the ones typed keep the input, the differences are listed, and a second save applies them.
   */
  const showSavedVersion = async () => {
    if (!shipmentId) return;
    const [fresh, freshCosts] = await Promise.all([readShipmentRecord(client, shipmentId), terms ? readCosts(client, shipmentId) : null]);
    if (!fresh) {
      setFormError('The shipment no longer exists.');
      return;
    }
    const freshDraft = draftOf(fresh, freshCosts);
    const numbers = new Map(fresh.containers.map((container) => [container.id, container.container_number]));
    setChangedElsewhere(savedDifferences(freshDraft, form.getValues(), numbers));
    form.reset(freshDraft, { keepDirtyValues: true });
    setSeenUpdatedAt(fresh.updated_at);
    setVehiclesBefore(carriedVehicles(fresh).map((vehicle) => vehicle.id));
    setStatus(fresh.status);
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setChangedElsewhere(null);
    try {
      const saved = await save.mutateAsync(values);
      toast.success(shipmentId ? `Shipment ${saved.shipment_number} saved` : `Shipment ${saved.shipment_number} created`);
      onDone();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.kind === 'field') form.setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
      else if (refusal.kind === 'changed-elsewhere') await showSavedVersion().catch((reread: unknown) => setFormError(loadFailureMessage(reread)));
      else setFormError(refusal.message);
    }
  });

  const errors = form.formState.errors;
  const customerId = form.watch('customerId');
  const vehicles = form.watch('vehicles');
  const containerId = form.watch('containerId');
  const chosenContainer: ContainerChoice | undefined = containers.data?.find((container) => container.id === containerId);
  const capacityHint = chosenContainer ? `${vehicles.length} of ${containerCapacityText(chosenContainer.capacity)}` : undefined;
  const lockedReason =
    record && !canChangeShipmentVehicles(status) ? `Shipment ${record.shipment_number} has left: its vehicles can no longer change.` : null;
  const containerOptions = [
    { value: NO_CONTAINER, label: 'No container' },
    ...(containers.data ?? []).map((container) => ({
      value: container.id,
      label: `${container.container_number} · ${container.container_type} · ${containerCapacityText(container.capacity)}`,
    })),
  ];
  const textField = (name: 'bookingNumber' | 'originPort' | 'destinationPort' | 'vesselName' | 'voyageNumber', label: string) => (
    <FormField control={form.control} name={name} label={label}>
      <Input {...form.register(name)} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} aria-label={shipmentId ? `Edit shipment ${record?.shipment_number}` : 'New shipment'}>
      {changedElsewhere ? (
        <Alert tone="warning" title="The shipment was changed by someone else.">
          {changedElsewhere.length > 0 ? `Saved now: ${changedElsewhere.join('; ')}. ` : ''}
          What you typed is kept and the rest now shows the saved values: save again to apply yours.
        </Alert>
      ) : null}
      {formError ? (
        <Alert tone="danger" title="The shipment was not saved.">
          {formError}
        </Alert>
      ) : null}
      <FormGrid>
        {terms ? (
          <WholeRow>
            {terms.customerPicker({
              value: customerId || null,
              onChange: (id) => form.setValue('customerId', id ?? '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
              error: errors.customerId?.message,
              // The vehicles are the customer's: another customer's cannot stay chosen.
              disabled: vehicles.length > 0,
            })}
            {vehicles.length > 0 ? <Note>Remove the vehicles to change the customer.</Note> : null}
          </WholeRow>
        ) : null}
        {textField('bookingNumber', 'Booking number')}
        {textField('originPort', 'Origin port')}
        {textField('destinationPort', 'Destination port')}
        {textField('vesselName', 'Vessel')}
        {textField('voyageNumber', 'Voyage')}
        <FormField control={form.control} name="estimatedDeparture" label="Estimated departure">
          <Input type="date" {...form.register('estimatedDeparture', { deps: ['estimatedArrival'] })} />
        </FormField>
        <FormField control={form.control} name="estimatedArrival" label="Estimated arrival">
          <Input type="date" {...form.register('estimatedArrival')} />
        </FormField>
        {terms ? (
          <>
            <FormField control={form.control} name="shippingCost" label="Shipping cost (CAD)">
              <Input inputMode="decimal" {...form.register('shippingCost')} />
            </FormField>
            <FormField control={form.control} name="totalCost" label="Total cost (CAD)">
              <Input inputMode="decimal" {...form.register('totalCost')} />
            </FormField>
            <Select
              label="Status"
              value={form.watch('status')}
              onValueChange={(value) => {
                const chosen = SHIPMENT_STATUSES.find((candidate) => candidate === value);
                if (chosen) form.setValue('status', chosen, { shouldDirty: true });
              }}
              options={SHIPMENT_STATUSES.map((value) => ({ value, label: SHIPMENT_STATUS_LABELS[value] }))}
            />
          </>
        ) : null}
        <WholeRow>
          {containers.isError ? (
            <Alert tone="danger" title={loadFailureMessage(containers.error)}>
              <RetryButton onRetry={() => void containers.refetch()} />
            </Alert>
          ) : (
            <>
              <Select
                label="Container"
                disabled={containers.isPending}
                value={containerId || NO_CONTAINER}
                onValueChange={(value) => form.setValue('containerId', value === NO_CONTAINER ? '' : value, { shouldDirty: true })}
                options={containerOptions}
              />
              {containers.isPending ? <Note>Loading the free containers…</Note> : null}
              {errors.containerId?.message ? <Note $danger>{errors.containerId.message}</Note> : null}
            </>
          )}
        </WholeRow>
        <WholeRow>
          <VehiclePicker
            customerId={customerId}
            value={vehicles}
            onChange={(next) => form.setValue('vehicles', next, { shouldDirty: true })}
            error={errors.vehicles?.message}
            hint={capacityHint}
            hintIsWarning={chosenContainer ? vehicles.length > chosenContainer.capacity : false}
            lockedReason={lockedReason}
          />
        </WholeRow>
      </FormGrid>
      <Footer>
        <DialogClose>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Save aria-hidden size={14} />
          {shipmentId ? 'Save Shipment' : 'Create Shipment'}
        </Button>
      </Footer>
    </form>
  );
}
