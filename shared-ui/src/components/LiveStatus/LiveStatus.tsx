import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';

/** Where a screen's live updates stand: joining, flowing, or paused while the connection is down. */
export type LiveState = 'connecting' | 'live' | 'paused';

/** How long "resumed" stays up after a reconnect before the indicator settles back to "Live". */
const RESUMED_NOTICE_MS = 5_000;

const Pill = styled.p<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => theme.tones[$tone].background};
  color: ${({ theme, $tone }) => theme.tones[$tone].foreground};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  line-height: 1.25rem;
  white-space: nowrap;
`;

const Dot = styled.span<{ $tone: Tone }>`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => theme.tones[$tone].accent};
`;

const TONES: Record<LiveState, Tone> = { connecting: 'neutral', live: 'success', paused: 'warning' };

/**
 * A small status line for screens that update themselves: it is announced politely when live
 * updates pause (the connection dropped) and when they resume.
 */
export function LiveStatus({ state }: { state: LiveState }) {
  const [resumed, setResumed] = useState(false);
  const wasPaused = useRef(false);

  useEffect(() => {
    if (state === 'paused') {
      wasPaused.current = true;
      setResumed(false);
      return undefined;
    }
    if (state !== 'live' || !wasPaused.current) return undefined;
    wasPaused.current = false;
    setResumed(true);
    const timer = setTimeout(() => setResumed(false), RESUMED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const text =
    state === 'paused'
      ? 'Live updates paused. Reconnecting…'
      : state === 'connecting'
        ? 'Connecting live updates…'
        : resumed
          ? 'Live updates resumed'
          : 'Live';
  return (
    <Pill role="status" $tone={TONES[state]} data-live-state={state}>
      <Dot aria-hidden="true" $tone={TONES[state]} />
      {text}
    </Pill>
  );
}
