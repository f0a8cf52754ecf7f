export { PageSpinner, Spinner } from './Spinner';
export type { PageSpinnerProps, SpinnerProps } from './Spinner';
