export * from './searchOracles';
export * from './figures';
