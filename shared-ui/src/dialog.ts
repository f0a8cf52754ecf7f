/** Dialogs, the confirmation dialog and the sheet (Radix Dialog), and the file drop zone used inside them: downloaded by the screens that open one. */
export * from './components/Dialog';
export * from './components/Sheet';
export * from './components/ConfirmDialog';
export * from './components/FileDropZone';
