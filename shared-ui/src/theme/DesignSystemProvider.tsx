import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Toaster } from '../components/Toaster';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/** Everything a screen of the portal needs around it: theme, base styles and toasts. */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
