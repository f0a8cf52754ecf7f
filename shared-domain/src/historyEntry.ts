// The change history's words and shapes: only Activity and the record pages show history, so
// they are an entry of their own and stay out of the sign-in page's download.
export * from './history';
