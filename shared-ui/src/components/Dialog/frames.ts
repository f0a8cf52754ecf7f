/** Radix Dialog behind every dialog and sheet: one download, when the first of the page opens. */
export { DialogFrame } from './DialogFrame';
export { SheetFrame } from '../Sheet/SheetFrame';
