import * as z from 'zod/mini';
import { CONTAINER_CAPACITY, CONTAINER_TYPES, isContainerNumber, normaliseContainerNumber } from '@export-portal/shared-domain';

export const CONTAINER_NUMBER_MESSAGE = 'Enter an ISO 6346 number: 4 letters ending in U, J or Z, then 7 digits with the check digit';
export const CAPACITY_MESSAGE = `Enter a whole number of vehicles from ${CONTAINER_CAPACITY.min} to ${CONTAINER_CAPACITY.max}`;

/** A new container: its ISO 6346 number, one of the three sizes, how many vehicles it carries, and where it is. */
export const containerSchema = z.object({
  container_number: z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const number = normaliseContainerNumber(text);
      if (!isContainerNumber(number)) {
        context.issues.push({ code: 'custom', message: number ? CONTAINER_NUMBER_MESSAGE : 'Enter the container number', input: text });
        return z.NEVER;
      }
      return number;
    }),
  ),
  container_type: z.enum(CONTAINER_TYPES),
  capacity: z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const capacity = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
      if (!(capacity >= CONTAINER_CAPACITY.min && capacity <= CONTAINER_CAPACITY.max)) {
        context.issues.push({ code: 'custom', message: CAPACITY_MESSAGE, input: text });
        return z.NEVER;
      }
      return capacity;
    }),
  ),
  location: z.pipe(
    z.string().check(z.trim()),
    z.transform((text: string) => text || null),
  ),
});

export type ContainerDraft = z.input<typeof containerSchema>;

export const EMPTY_CONTAINER: ContainerDraft = { container_number: '', container_type: '40ft Standard', capacity: '4', location: '' };

/** The database's refusals that concern one field, and what to say beside it. */
export function containerFieldOfRefusal(error: unknown): { field: keyof ContainerDraft; message: string } | null {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  if (code === '23505' && message.includes('containers_container_number_key'))
    return { field: 'container_number', message: 'A container with this number already exists' };
  if (code === '23514' && message.includes('containers_number_valid')) return { field: 'container_number', message: CONTAINER_NUMBER_MESSAGE };
  if (code === '23514' && message.includes('containers_capacity_range')) return { field: 'capacity', message: CAPACITY_MESSAGE };
  return null;
}
