/** A whole number in Canadian English, or "—" while it cannot be read. */
export const count = (value: number | null | undefined) => (value == null ? '—' : value.toLocaleString('en-CA'));

const margin = new Intl.NumberFormat('en-CA', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A profit margin to the hundredth, so 14.99 % (yellow) never reads as 15 % (green). */
export const formatMargin = (value: number) => margin.format(value / 100);
