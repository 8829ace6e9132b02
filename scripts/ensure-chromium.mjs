// Browser journeys drive Debian's chromium-headless-shell (ADR 052); people look at the product in Debian's chromium.
// No step downloads a browser of its own. Where either is missing: install it with apt-get when running as root,
// otherwise say what to install. CHROMIUM_PATH, when set, is the one browser the journeys need.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROMIUM_PATH
  ? [{ path: process.env.CHROMIUM_PATH, debianPackage: 'chromium' }]
  : [
      { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
      { path: '/usr/bin/chromium', debianPackage: 'chromium' },
    ];
const missing = wanted.filter(({ path }) => !existsSync(path));

if (missing.length > 0) {
  const packages = [...new Set(missing.map(({ debianPackage }) => debianPackage)), 'fonts-noto-cjk'];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing: ${missing.map(({ path }) => path).join(', ')}. Install with 'sudo apt-get install -y ${packages.join(' ')}' and run the tests again.`,
    );
    process.exit(1);
  }
  console.log(
    `Missing: ${missing.map(({ path }) => path).join(', ')}; installing ${packages.join(' ')} with apt-get...`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  const stillMissing = missing.filter(({ path }) => !existsSync(path));
  if (stillMissing.length > 0) {
    console.error(`apt-get finished but ${stillMissing.map(({ path }) => path).join(', ')} is still missing.`);
    process.exit(1);
  }
}
