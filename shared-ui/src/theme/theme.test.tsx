import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { DesignSystemProvider } from './DesignSystemProvider';
import { theme } from './theme';
import { mobileQuery } from './tokens';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme', () => {
  const { colors, tones } = theme;

  it.each([
    ['body text on the page', colors.text, colors.background],
    ['muted text on a card', colors.muted, colors.surface],
    ['muted text on the page', colors.muted, colors.background],
    ['primary button text', colors.primaryForeground, colors.primary],
    ['danger button text', colors.dangerForeground, colors.danger],
    ['links on a card', colors.primary, colors.surface],
  ])('gives %s at least WCAG AA contrast', (_use, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(tones))('gives %s badges and alerts at least WCAG AA contrast', (_tone, tone) => {
    expect(contrast(tone.foreground, tone.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('treats widths below 768px as mobile', () => {
    expect(mobileQuery).toBe('(max-width: 767.98px)');
    expect(theme.media.mobile).toBe('@media (max-width: 767.98px)');
  });
});

describe('DesignSystemProvider', () => {
  it('gives styled components the portal theme', () => {
    const Swatch = styled.p`
      color: ${({ theme: current }) => current.colors.primary};
    `;
    render(
      <DesignSystemProvider>
        <Swatch>Export Portal</Swatch>
      </DesignSystemProvider>,
    );
    expect(screen.getByText('Export Portal')).toHaveStyle({ color: theme.colors.primary });
  });
});
