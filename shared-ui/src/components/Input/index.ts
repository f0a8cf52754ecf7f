export { Input } from './Input';
export type { InputProps } from './Input';
export { controlStyles } from './controlStyles';
