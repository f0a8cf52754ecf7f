import { SHIPMENT_STATUSES } from './shipments';
import { DOCUMENT_VALIDITY_LABELS, isSearchText, trackingFilter, trackingProgress } from './clientPortal';
import { totalInvested } from './testing';

describe('tracking progress by status', () => {
  it.each([
    ['planning', 10],
    ['booked', 35],
    ['loading', 50],
    ['in_transit', 65],
    ['delivered', 100],
  ] as const)('%s is %i %% of the way', (status, percent) => {
    expect(trackingProgress(status)).toEqual({ kind: 'progress', percent });
  });

  it('a cancelled shipment is shown as cancelled, not as progress', () => {
    expect(trackingProgress('cancelled')).toEqual({ kind: 'cancelled' });
  });

  it('progress only grows along the way a shipment travels', () => {
    const percents = SHIPMENT_STATUSES.flatMap((status) => {
      const progress = trackingProgress(status);
      return progress.kind === 'progress' ? [progress.percent] : [];
    });
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });
});

describe('total invested', () => {
  it('sums the sale price of every vehicle, counting a missing price as nothing', () => {
    expect(totalInvested([{ sale_price: 21_500.1 }, { sale_price: null }, { sale_price: 0.2 }])).toBe(21_500.3);
  });

  it('is zero with no vehicles', () => {
    expect(totalInvested([])).toBe(0);
  });
});

describe('search text', () => {
  it.each(['', ' ', '\t\n'])('"%s" is no search', (term) => {
    expect(isSearchText(term)).toBe(false);
  });

  it('anything else is', () => {
    expect(isSearchText(' SHP-1001 ')).toBe(true);
  });
});

describe('tracking filter', () => {
  it('matches the whole shipment or booking number', () => {
    expect(trackingFilter(' shp-1001 ', [])).toBe('shipment_number.ilike."shp-1001",booking_number.ilike."shp-1001"');
  });

  it('adds the shipments whose container carries the number', () => {
    expect(trackingFilter('MSCU3104127', ['b0000000-0000-4000-8000-000000000001'])).toBe(
      'shipment_number.ilike."MSCU3104127",booking_number.ilike."MSCU3104127",id.in.(b0000000-0000-4000-8000-000000000001)',
    );
  });

  it('is null for blank input', () => {
    expect(trackingFilter('   ', ['b0000000-0000-4000-8000-000000000001'])).toBeNull();
  });
});

describe('document validity labels', () => {
  it('use the texts the badges show', () => {
    expect(DOCUMENT_VALIDITY_LABELS).toEqual({
      valid: 'Valid',
      'expiring-soon': 'Expires within 30 days',
      expired: 'Action Required: Document Expired',
    });
  });
});
