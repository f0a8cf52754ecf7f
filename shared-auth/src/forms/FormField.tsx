import type { ReactNode } from 'react';
import { get, useFormState, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field } from '@export-portal/shared-ui';

export interface FormFieldProps<Values extends FieldValues, Output> {
  /** The form's `control`, from useZodForm. */
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: ReactNode;
  hint?: ReactNode;
  /** The control, registered with the form: `<Input {...form.register('email')} />`. */
  children: ReactNode;
  className?: string;
}

/**
 * One field of a useZodForm form, laid out by shared-ui's Field: the label names
 * the control, and the field's validation message appears beside it, marking the
 * control aria-invalid and describing it by the message.
 */
export function FormField<Values extends FieldValues, Output>({ control, name, label, hint, children, className }: FormFieldProps<Values, Output>) {
  const { errors } = useFormState({ control, name });
  const error: FieldError | undefined = get(errors, name);
  return (
    <Field label={label} hint={hint} error={error?.message} className={className}>
      {children}
    </Field>
  );
}
