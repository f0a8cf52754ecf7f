// VIN checks and the manufacturer codes they read: only the vehicle form needs them, so they are
// an entry of their own and stay out of every other page's download.
export * from './manufacturers';
export * from './vin';
