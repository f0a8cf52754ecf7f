// The change history's tables, fields and wording: only record pages and the Activity screen show
// history, so it is an entry of its own and stays out of the sign-in page's and dashboards' download.
export * from './history';
