import 'styled-components';
import type { PortalTheme } from './theme';

declare module 'styled-components' {
  export interface DefaultTheme extends PortalTheme {}
}
