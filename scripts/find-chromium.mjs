// Finds a Chromium for Playwright: CHROMIUM_PATH, then `chromium` on the PATH, then
// Playwright's own cache. Playwright's browser download does not work on our machines;
// Debian's chromium package does.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const path = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (path) return path;
    } catch {
      // not on the PATH
    }
  }
  const cacheRoot = `${process.env.HOME ?? ''}/.cache/ms-playwright`;
  if (existsSync(cacheRoot)) {
    try {
      const found = execFileSync(
        'find',
        [cacheRoot, '-type', 'f', '-name', 'chrome', '-path', '*chrome-linux*'],
        {
          encoding: 'utf8',
        },
      )
        .split('\n')
        .filter(Boolean)[0];
      if (found) return found;
    } catch {
      // no usable cache
    }
  }
  return undefined;
}

/** Flags that let Chromium start as root in a container without network side-trips. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
