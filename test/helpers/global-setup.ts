// Runs once before the suite. Browser tests need Debian's Chromium: install it when we can (root
// with apt-get), otherwise fail with one line saying how. Never a silent skip.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default function setup(): void {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit', timeout: 600_000 });
    } catch {
      /* fall through to the message below */
    }
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
}
