import { act, render, screen } from '@testing-library/react';
import { DesignSystemProvider } from '../../theme/DesignSystemProvider';
import { LiveStatus, type LiveState } from './LiveStatus';

function renderState(state: LiveState) {
  return render(
    <DesignSystemProvider>
      <LiveStatus state={state} />
    </DesignSystemProvider>,
  );
}

test('announces a pause, then the resumption, then settles on Live', () => {
  jest.useFakeTimers();
  const view = renderState('live');
  expect(screen.getByRole('status')).toHaveTextContent('Live');
  view.rerender(
    <DesignSystemProvider>
      <LiveStatus state="paused" />
    </DesignSystemProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Live updates paused. Reconnecting…');
  view.rerender(
    <DesignSystemProvider>
      <LiveStatus state="live" />
    </DesignSystemProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Live updates resumed');
  act(() => jest.advanceTimersByTime(5_000));
  expect(screen.getByRole('status')).toHaveTextContent(/^Live$/);
  jest.useRealTimers();
});

test('says it is connecting before the first join', () => {
  renderState('connecting');
  expect(screen.getByRole('status')).toHaveTextContent('Connecting live updates…');
});
