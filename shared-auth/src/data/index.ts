export * from './pagedList';
export * from './lists';
export * from './useListParams';
export * from './writes';
export * from './useDataMutation';
export * from './listOutcome';
export * from './clientPortal';
export * from './support';
