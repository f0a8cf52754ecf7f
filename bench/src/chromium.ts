/**
 * How the benchmark and the browser tests start Debian's Chromium: headless, and without the
 * background connections this machine's closed network would refuse. Each new window would also
 * load the browser's own address-bar popup, a web page of its own that takes about as much CPU as
 * a portal page while that page starts; a visitor's browser has it loaded long before, so the
 * measurements leave it out.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
  ],
};
