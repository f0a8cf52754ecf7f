export * from './LiveStatus';
