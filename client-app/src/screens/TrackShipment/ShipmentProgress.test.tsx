import { render, screen } from '@testing-library/react';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { ShipmentProgress } from './ShipmentProgress';

const show = (status: Parameters<typeof ShipmentProgress>[0]['status']) =>
  render(
    <DesignSystemProvider>
      <ShipmentProgress status={status} />
    </DesignSystemProvider>,
  );

describe('shipment progress', () => {
  it.each([
    ['planning', '10'],
    ['booked', '35'],
    ['in_transit', '65'],
    ['delivered', '100'],
  ] as const)('a %s shipment is %s %% of the way', (status, percent) => {
    show(status);
    expect(screen.getByRole('progressbar', { name: 'Shipment progress' })).toHaveAttribute('aria-valuenow', percent);
    expect(screen.getByText(`${percent}%`)).toBeInTheDocument();
  });

  it('a cancelled shipment says it was cancelled and shows no progress', () => {
    show('cancelled');
    expect(screen.getByRole('alert')).toHaveTextContent('This shipment was cancelled.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
