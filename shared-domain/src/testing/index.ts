export * from './searchOracles';
export * from './figures';
export * from './csvReader';
