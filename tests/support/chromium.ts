/** How every browser test and measurement launches Debian's Chromium (no browser download here). */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
