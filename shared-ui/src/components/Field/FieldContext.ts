import { createContext, useContext } from 'react';

type FieldControl = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
};

export const FieldContext = createContext<FieldControl | null>(null);

/**
 * The id and ARIA wiring a control needs when it sits inside a Field; props given
 * directly to the control still win, so a control works the same outside a Field.
 */
export function useFieldControl<P extends { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: unknown }>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': props['aria-describedby'] ?? field.describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  };
}
