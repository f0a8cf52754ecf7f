/** The searchable, paged and windowed list frame every list screen is built on. */
export * from './components/SearchableList';
