// Debian's Chromium and the flags that keep it quiet and offline-safe in a headless container (the
// same as e2e/support/chromium.ts). The bench never downloads a browser.
import { existsSync } from 'node:fs';

export const CHROME_PATH =
  process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumAvailable = () => existsSync(CHROME_PATH);
