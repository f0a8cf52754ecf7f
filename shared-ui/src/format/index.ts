export { formatDate, formatDateTime, formatMonth } from './date';
export { formatFileSize } from './fileSize';
export { formatMoney, MISSING_VALUE } from './money';
export { formatPercent } from './percent';
export { formatCount } from './count';
export { formatMileage } from './mileage';
