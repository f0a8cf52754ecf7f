export * from './SearchableList';
export * from './ListTable';
export * from './Pagination';
export * from './WindowedGrid';
export * from './useListView';
