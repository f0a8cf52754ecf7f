/** Dialogs, the confirmation dialog and the sheet: Radix Dialog, downloaded by the screens that open one. */
export * from './components/Dialog';
export * from './components/Sheet';
export * from './components/ConfirmDialog';
