/**
 * Container statuses are stored lowercase like every other status; the sample
 * list's wording ("Available", "In Transit", "Loading") is their display label.
 */
export const CONTAINER_STATUSES = ['available', 'loading', 'in_transit'] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];
