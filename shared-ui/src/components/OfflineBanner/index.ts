export { OfflineBanner } from './OfflineBanner';
