/** Checkboxes and switches, downloaded by the forms that use them. */
export * from './components/Checkbox';
export * from './components/Switch';
