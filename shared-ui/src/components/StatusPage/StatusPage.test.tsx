import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { StatusPage } from './StatusPage';

describe('StatusPage', () => {
  it('frames a stand-in page: its heading names the main landmark and the tab, its icon stays out of the accessibility tree', () => {
    renderWithTheme(
      <StatusPage icon={<svg data-icon="" />} title="Access Denied" action={<a href="/dashboard">Back to Dashboard</a>}>
        <p>You may not open this page.</p>
      </StatusPage>,
    );
    expect(screen.getByRole('main', { name: 'Access Denied' })).toHaveTextContent('You may not open this page.');
    expect(document.title).toBe('Access Denied · Export Portal');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});
