import * as z from 'zod/mini';
import { VEHICLE_TASK_TYPES, businessToday, canScheduleTaskOn } from '@export-portal/shared-domain';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The database's `char_length(note) <= 2000`. */
export const MAX_TASK_NOTE_LENGTH = 2000;

/**
 * Schedule: a task type, a day from the business's today on (checked when submitted, so a form
 * left open overnight is judged by the new day), and an optional note of at most 2,000 characters.
 */
export const taskSchema = z.object({
  taskType: z.enum(VEHICLE_TASK_TYPES),
  dueDate: z.string().check(
    z.superRefine((date: string, context) => {
      if (!ISO_DATE.test(date)) context.issues.push({ code: 'custom', message: 'Choose the day of the task', input: date });
      else if (!canScheduleTaskOn(date, businessToday()))
        context.issues.push({ code: 'custom', message: 'Choose today or a later day', input: date });
    }),
  ),
  note: z.pipe(
    z.string().check(z.maxLength(MAX_TASK_NOTE_LENGTH, `The note can be at most ${MAX_TASK_NOTE_LENGTH.toLocaleString('en-CA')} characters`)),
    z.transform((text: string) => text.trim() || null),
  ),
});

export type TaskDraft = z.input<typeof taskSchema>;
