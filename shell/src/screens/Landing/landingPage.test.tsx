/**
 * @jest-environment node
 */
import { landingPage } from './landingPage';

const SHELL_PAGE =
  '<!doctype html><html lang=en-CA><head><title>Export Portal</title><link rel=preload href=/portal-config.json as=fetch crossorigin=anonymous><link rel=icon href=/favicon.svg><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

describe('the prerendered landing page', () => {
  const page = landingPage(SHELL_PAGE);

  it('holds the heading and both links, with their styles, and no script nor anything fetched for one', () => {
    expect(page).toMatch(/<h1[^>]*>Export Portal<\/h1>/);
    expect(page).toMatch(/<a [^>]*href="\/auth"[^>]*>Access System<\/a>/);
    expect(page).toMatch(/<a [^>]*href="\/dashboard"[^>]*>Demo Dashboard<\/a>/);
    expect(page).toMatch(/<style data-styled[^>]*>[\s\S]*box-sizing:border-box[\s\S]*<\/style><\/head>/);
    expect(page).not.toContain('<script');
    expect(page).not.toContain('portal-config.json');
    expect(page).toContain('<link rel=icon href=/favicon.svg>');
    expect(page).toContain('<title>Export Portal</title>');
  });

  it('refuses a shell page it cannot fill', () => {
    expect(() => landingPage('<html><head></head><body><main></main></body></html>')).toThrow('no empty root element');
  });
});
