import * as z from 'zod/mini';
import { DIRECTIONS } from '@export-portal/shared-domain';
import { callMinutesProblem, callTimeProblem, messageSubjectProblem, messageTextProblem } from '@export-portal/shared-domain/conversations';

/** A zod check that reports the rule's own words, or nothing when the rule finds no problem. */
function problemCheck<Value>(problemOf: (value: Value) => string | null) {
  return z.superRefine((value: Value, context) => {
    const problem = problemOf(value);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
  });
}

const chosenCustomer = z.string().check(z.minLength(1, 'Choose the customer'));

/** New Message: a customer, a one-line subject and a message, checked as the database checks them. */
export const newMessageSchema = z.object({
  customerId: chosenCustomer,
  subject: z.pipe(
    z.string().check(problemCheck(messageSubjectProblem)),
    z.transform((subject: string) => subject.trim()),
  ),
  message: z.string().check(problemCheck(messageTextProblem)),
});

export type NewMessageDraft = z.input<typeof newMessageSchema>;

/** `datetime-local`'s value, which the browser reads in the person's own time zone. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The current minute as a `datetime-local` value, in the person's own time zone. */
export function localDateTimeNow(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * Call Log: who was on the phone, which way, when (checked when submitted, so a form left open
 * is judged by the time then), for how long, an optional subject and a summary of what was said.
 */
export const callLogSchema = z.object({
  customerId: chosenCustomer,
  direction: z.enum(DIRECTIONS),
  occurredAt: z.pipe(
    z
      .string()
      .check(
        problemCheck((value: string) =>
          LOCAL_DATE_TIME.test(value) ? callTimeProblem(new Date(value), new Date()) : 'Choose the date and time of the call',
        ),
      ),
    z.transform((value: string) => new Date(value).toISOString()),
  ),
  minutes: z.pipe(
    z
      .string()
      .check(problemCheck((value: string) => (value.trim() === '' ? 'Enter how many minutes the call lasted' : callMinutesProblem(Number(value))))),
    z.transform((value: string) => Number(value)),
  ),
  subject: z.pipe(
    z.string().check(problemCheck((subject: string) => (subject.trim() === '' ? null : messageSubjectProblem(subject)))),
    z.transform((subject: string) => subject.trim() || null),
  ),
  summary: z
    .string()
    .check(problemCheck((summary: string) => (summary.trim() === '' ? 'Write what was said on the call' : messageTextProblem(summary)))),
});

export type CallLogDraft = z.input<typeof callLogSchema>;
