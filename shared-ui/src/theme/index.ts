// Brings the DefaultTheme augmentation along wherever the theme is imported, declarations included.
import './styled';
export { DesignSystemProvider } from './DesignSystemProvider';
export { GlobalStyle } from './GlobalStyle';
export { theme } from './theme';
export type { PortalTheme } from './theme';
export { breakpoints, media, mobileQuery } from './tokens';
export type { Tone } from './tokens';
export { visuallyHidden } from './visuallyHidden';
