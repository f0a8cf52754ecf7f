export * from './SearchableList';
export * from './Pagination';
export * from './WindowedGrid';
