import { useState } from 'react';
import { CalendarClock, CalendarPlus } from 'lucide-react';
import { useDataMutation } from '@export-portal/shared-auth';
import { FormField, useZodForm } from '@export-portal/shared-auth/forms';
import { VEHICLE_TASK_TYPES, VEHICLE_TASK_TYPE_LABELS, businessToday, dataFailureReason, type VehicleRow } from '@export-portal/shared-domain';
import { Alert, Button, Input, Textarea } from '@export-portal/shared-ui';
import { Dialog, DialogClose, DialogForm, DialogFormActions } from '@export-portal/shared-ui/dialog';
import { Select } from '@export-portal/shared-ui/select';
import { scheduleTask, vehicleTaskKeys } from '../../data/vehicleTasks';
import { MAX_TASK_NOTE_LENGTH, taskSchema } from './taskSchema';

type ScheduledVehicle = Pick<VehicleRow, 'id' | 'year' | 'make' | 'model' | 'vin'>;

/** Schedule on a vehicle's card: books a dated task on it; the dialog exists only while open. */
export function ScheduleButton({ vehicle }: { vehicle: ScheduledVehicle }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden size={14} />
        Schedule
      </Button>
      {open ? (
        <Dialog
          open
          onOpenChange={setOpen}
          title="Schedule a Task"
          description={`${vehicle.year} ${vehicle.make} ${vehicle.model} · VIN ${vehicle.vin}`}
        >
          <TaskForm vehicle={vehicle} onScheduled={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </>
  );
}

const TASK_TYPE_OPTIONS = VEHICLE_TASK_TYPES.map((type) => ({ value: type, label: VEHICLE_TASK_TYPE_LABELS[type] }));

/** The task's type, its day (today or later) and a note; a refused booking keeps what was typed. */
function TaskForm({ vehicle, onScheduled }: { vehicle: ScheduledVehicle; onScheduled: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(taskSchema, { defaultValues: { taskType: 'inspection', dueDate: '', note: '' } });
  const schedule = useDataMutation({ action: 'scheduleTask', write: scheduleTask, invalidates: [vehicleTaskKeys] });
  const submit = form.handleSubmit(async ({ taskType, dueDate, note }) => {
    setFailure(null);
    await schedule.mutateAsync({ vehicleId: vehicle.id, taskType, dueDate, note }).then(onScheduled, (error: unknown) => {
      setFailure(dataFailureReason(error));
    });
  });
  return (
    <DialogForm noValidate onSubmit={submit} aria-label="Task">
      {failure ? (
        <Alert tone="danger" title="The task was not scheduled.">
          {failure}
        </Alert>
      ) : null}
      <Select
        label="Task"
        value={form.watch('taskType')}
        onValueChange={(value) => {
          const type = VEHICLE_TASK_TYPES.find((candidate) => candidate === value);
          if (type) form.setValue('taskType', type, { shouldDirty: true });
        }}
        options={TASK_TYPE_OPTIONS}
      />
      <FormField control={form.control} name="dueDate" label="Date">
        <Input type="date" required min={businessToday()} {...form.register('dueDate')} />
      </FormField>
      <FormField control={form.control} name="note" label="Note">
        <Textarea rows={3} maxLength={MAX_TASK_NOTE_LENGTH} {...form.register('note')} />
      </FormField>
      <DialogFormActions>
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <CalendarPlus aria-hidden size={14} />
          Schedule Task
        </Button>
      </DialogFormActions>
    </DialogForm>
  );
}
