export * from './searchOracles';
