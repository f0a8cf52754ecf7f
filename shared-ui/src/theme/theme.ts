import { breakpoints, colors, media, radii, shadows, space, tones, typography } from './tokens';

export const theme = { colors, tones, space, radii, typography, shadows, breakpoints, media } as const;

export type PortalTheme = typeof theme;
