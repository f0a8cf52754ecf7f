export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { statusTone } from './statusTone';
export * from './StatusBadge';
