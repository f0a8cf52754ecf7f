import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { DesignSystemProvider } from '@export-portal/shared-ui';
import { LandingScreen } from './LandingScreen';

/** The shell page's mount point, as written or as minified (`<div id=root></div>`). */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/**
 * The landing page as a finished HTML file: the shell's page with the landing
 * screen's markup and styles already in it, and its scripts and what it preloads
 * for them taken out. The page is two links and a heading, so a first visit
 * downloads no JavaScript at all; either link loads the portal at the page it names.
 */
export function landingPage(shellPage: string): string {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <MemoryRouter>
          <DesignSystemProvider>
            <LandingScreen />
          </DesignSystemProvider>
        </MemoryRouter>,
      ),
    );
    if (!EMPTY_ROOT.test(shellPage)) throw new Error('the shell page has no empty root element to fill');
    const styles = sheet.getStyleTags();
    return shellPage
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*\brel="?preload"?[^>]*>/g, '')
      .replace('</head>', () => `${styles}</head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
  } finally {
    sheet.seal();
  }
}
