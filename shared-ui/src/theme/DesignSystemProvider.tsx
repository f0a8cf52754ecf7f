import { Provider as TooltipProvider } from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Toaster } from '../components/Toaster';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/** Everything a screen of the portal needs around it: theme, base styles, toasts and tooltips. */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <TooltipProvider delayDuration={300}>
        {children}
        <Toaster />
      </TooltipProvider>
    </ThemeProvider>
  );
}
