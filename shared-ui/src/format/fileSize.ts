import { MISSING_VALUE } from './money';

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const BASE = 1024;

/** A file size in base-1024 units with two decimals, e.g. 1536 → "1.50 KB"; whole bytes stay whole. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return MISSING_VALUE;
  if (bytes < BASE) return `${Math.round(bytes)} Bytes`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(BASE)), UNITS.length - 1);
  return `${(bytes / BASE ** exponent).toFixed(2)} ${UNITS[exponent]}`;
}
