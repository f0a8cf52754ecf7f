export * from './pagedList';
export * from './useListParams';
export * from './useDataMutation';
export * from './listFrame';
export * from './dashboardStats';
export * from './live';
export * from './online';
