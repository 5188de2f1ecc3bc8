// Makes sure `npm run test:e2e` has a browser: installs Debian's chromium with apt-get when
// none is found and we are root on Debian; otherwise stops with a one-line instruction.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

let path = findChromium();
if (!path && existsSync('/etc/debian_version') && process.getuid?.() === 0) {
  console.log("No Chromium found: installing Debian's chromium with apt-get…");
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
    {
      stdio: 'inherit',
    },
  );
  path = findChromium();
}
if (!path) {
  console.error(
    'No Chromium found: install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH=/path/to/chromium.',
  );
  process.exit(1);
}
console.log(`Chromium: ${path}`);
