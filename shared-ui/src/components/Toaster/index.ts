export { Toaster, toast } from './Toaster';
