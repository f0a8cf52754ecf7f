export { RecordCard, RECORD_CARD_MIN_WIDTH_PX, type RecordCardProps } from './RecordCard';
