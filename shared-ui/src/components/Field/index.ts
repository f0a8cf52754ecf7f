export { Field } from './Field';
export type { FieldProps } from './Field';
export { useFieldControl } from './FieldContext';
