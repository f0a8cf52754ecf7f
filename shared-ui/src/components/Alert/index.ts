export { Alert } from './Alert';
export type { AlertProps } from './Alert';
