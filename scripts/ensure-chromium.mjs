#!/usr/bin/env node
// The browser tests drive Debian's Chromium. Install it when missing and we are root; otherwise say what to install.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package first: sudo apt-get install -y chromium`);
  process.exit(1);
}

console.log("Chromium is missing: installing Debian's chromium package…");
const apt = (...args) =>
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
apt('update', '-qq');
apt('install', '-y', '-qq', 'chromium');
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} still does not exist.`);
  process.exit(1);
}
