/**
 * Design tokens. Colour pairs are chosen for WCAG AA contrast: every `foreground`
 * passes 4.5:1 on its `background`, and white text passes on `primary` and `danger`.
 */
export const colors = {
  background: '#f7f7f8',
  surface: '#ffffff',
  surfaceSubtle: '#f4f4f5',
  surfaceHover: '#ececee',
  text: '#18181b',
  muted: '#52525b',
  border: '#e4e4e7',
  borderStrong: '#d4d4d8',
  primary: '#2563eb',
  primaryHover: '#1d4ed8',
  primaryForeground: '#ffffff',
  primarySubtle: '#eff6ff',
  danger: '#dc2626',
  dangerHover: '#b91c1c',
  dangerForeground: '#ffffff',
  focusRing: '#2563eb',
  overlay: 'rgba(24, 24, 27, 0.5)',
} as const;

export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export const tones: Record<Tone, { foreground: string; background: string; border: string; accent: string }> = {
  success: { foreground: '#166534', background: '#f0fdf4', border: '#bbf7d0', accent: '#16a34a' },
  warning: { foreground: '#92400e', background: '#fffbeb', border: '#fde68a', accent: '#d97706' },
  danger: { foreground: '#991b1b', background: '#fef2f2', border: '#fecaca', accent: '#dc2626' },
  info: { foreground: '#1e40af', background: '#eff6ff', border: '#bfdbfe', accent: '#2563eb' },
  neutral: { foreground: '#3f3f46', background: '#f4f4f5', border: '#e4e4e7', accent: '#71717a' },
};

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
} as const;

export const radii = {
  sm: '0.25rem',
  md: '0.375rem',
  lg: '0.5rem',
  xl: '0.75rem',
  full: '9999px',
} as const;

export const typography = {
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  monoFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  sizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
  },
  weights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(24, 24, 27, 0.06)',
  md: '0 2px 8px rgba(24, 24, 27, 0.08), 0 1px 2px rgba(24, 24, 27, 0.06)',
  lg: '0 12px 32px rgba(24, 24, 27, 0.16), 0 2px 6px rgba(24, 24, 27, 0.08)',
  focus: `0 0 0 2px #ffffff, 0 0 0 4px ${colors.focusRing}`,
} as const;

/** Mobile means narrower than 768px. */
export const breakpoints = { mobile: 768 } as const;

export const mobileQuery = `(max-width: ${breakpoints.mobile - 0.02}px)`;

export const media = {
  mobile: `@media ${mobileQuery}`,
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
} as const;
