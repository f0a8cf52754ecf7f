import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';

/** A zod object schema whose input is a form's field values. */
export type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

export type ZodFormOptions<Schema extends FormSchema> = Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'>;

/**
 * Every portal form's state: react-hook-form validated by a zod schema. The
 * schema's messages are what a FormField shows beside its control; the submit
 * handler given to `handleSubmit` receives the schema's parsed output (trimmed,
 * converted), and `formState.isSubmitting` stays true while it runs, so a
 * submit button needs no state of its own. Fields are checked on submit, then
 * again as they change, so nobody is told off before they have finished typing.
 */
export function useZodForm<Schema extends FormSchema>(
  schema: Schema,
  options: ZodFormOptions<Schema> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
}
