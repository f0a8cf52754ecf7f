/** Tabs, downloaded by the pages that show them. */
export * from './components/Tabs';
