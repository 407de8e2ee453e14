/**
 * Debian's Chromium, as every browser check here launches it (e2e, stories in the browser, icon rendering): headless,
 * and quiet on a closed network (no background networking, component updates, sync or QUIC).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
