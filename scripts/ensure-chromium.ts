// Before `npm test`: the browser tests need Chromium. Use CHROME_PATH or Debian's /usr/bin/chromium;
// when it is missing and we may install packages (root with apt-get), install Debian's chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium was not found at ${path}. Install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH, then run npm test again.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
