/**
 * Container statuses are stored lowercase like every other status; the sample
 * list's wording ("Available", "In Transit", "Loading") is a display label.
 */
export const CONTAINER_STATUSES = ['available', 'loading', 'in_transit'] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];

export const CONTAINER_STATUS_LABELS: Record<ContainerStatus, string> = {
  available: 'Available',
  loading: 'Loading',
  in_transit: 'In Transit',
};
