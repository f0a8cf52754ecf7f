// How the portal writes CSV files: only an export needs it, and an export downloads it when it
// starts, so it is an entry of its own and stays out of every page's first download.
export * from './csv';
