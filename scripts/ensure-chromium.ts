// Before `npm test`: the browser tests need Chromium (scripts/test-chromium.ts says which). When
// CHROME_PATH is unset and we may install packages (root with apt-get), install Debian's
// chromium-headless-shell, the lighter build the tests prefer; if that fails, Debian's chromium
// (installed, or installed now) still runs every test, only slower.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, HEADLESS_SHELL } from './test-chromium.ts';

const configured = process.env.CHROME_PATH;
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

function aptInstall(name: string): boolean {
  try {
    console.log(`Installing Debian's ${name} for the browser tests…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, { stdio: 'inherit', timeout: 600_000 });
    return true;
  } catch {
    console.log(`Installing ${name} did not work.`);
    return false;
  }
}

if (configured) {
  if (!existsSync(configured)) {
    console.error(`Chromium was not found at CHROME_PATH=${configured}.`);
    process.exit(1);
  }
} else if (!existsSync(HEADLESS_SHELL)) {
  const shell = canInstall && aptInstall('chromium-headless-shell');
  if (!shell && !existsSync(CHROMIUM) && !(canInstall && aptInstall('chromium'))) {
    console.error(`Chromium was not found at ${HEADLESS_SHELL} or ${CHROMIUM}. Install Debian's chromium-headless-shell or chromium (apt-get install -y chromium-headless-shell) or set CHROME_PATH, then run npm test again.`);
    process.exit(1);
  }
}
