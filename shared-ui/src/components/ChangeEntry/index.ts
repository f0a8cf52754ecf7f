export { ChangeEntry, ChangeFields } from './ChangeEntry';
export type { ChangeEntryProps } from './ChangeEntry';
