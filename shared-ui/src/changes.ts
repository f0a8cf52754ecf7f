/** A recorded change in words and on screen, downloaded by the pages that show history. */
export * from './components/ChangeEntry';
export { describeFieldChange, formatRecordedValue } from './format/recordedChange';
export type { RecordedFieldChange, RecordedValueKind } from './format/recordedChange';
