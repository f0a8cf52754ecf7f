export { FieldPair, FormActions, FormGrid, FormStack, WholeRow } from './FormLayout';
