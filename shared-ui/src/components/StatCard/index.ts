export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export { StatGrid, statColumns } from './StatGrid';
