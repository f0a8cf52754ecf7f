import { act, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { PlainToaster } from './PlainToaster';
import { toast } from './toastQueue';

describe('PlainToaster', () => {
  it('tells a failure with its reason, and a success, as sonner would, and lets them go', () => {
    jest.useFakeTimers();
    try {
      renderWithTheme(<PlainToaster />);
      act(() => {
        toast.error('Failed to update vehicle status.', { description: 'You are offline: nothing was changed.' });
        toast.success('Settings saved successfully!');
      });
      const notifications = screen.getByRole('list', { name: 'Notifications' });
      const failure = within(notifications).getByRole('alert');
      expect(failure).toHaveTextContent('Failed to update vehicle status.You are offline: nothing was changed.');
      expect(within(notifications).getByRole('status')).toHaveTextContent('Settings saved successfully!');
      act(() => {
        jest.advanceTimersByTime(4_000);
      });
      expect(within(notifications).queryAllByRole('listitem')).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
