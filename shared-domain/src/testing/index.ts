export * from './searchOracles';
export * from './figures';
export * from './pdfText';
export * from './csvReader';
