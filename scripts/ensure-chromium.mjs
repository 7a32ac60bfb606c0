// Makes sure a Chromium for the browser tests is on this machine, installing it when missing:
// Debian's `chromium` package through apt when running as root on Debian, else Playwright's own installer.
// Prints what it did; exits non-zero with the reason when no browser could be had.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function log(message) {
  process.stdout.write(`[ensure-chromium] ${message}\n`);
}

function isDebian() {
  try {
    return /^ID(_LIKE)?=.*debian/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

if (process.env.SPECFRONT_CHROMIUM && existsSync(process.env.SPECFRONT_CHROMIUM)) {
  log(`using SPECFRONT_CHROMIUM=${process.env.SPECFRONT_CHROMIUM}`);
} else if (existsSync(DEBIAN_CHROMIUM)) {
  log(`found ${DEBIAN_CHROMIUM}`);
} else if (process.getuid?.() === 0 && isDebian()) {
  log("Chromium is missing: installing Debian's chromium package (apt-get)…");
  if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
    log('apt-get could not install chromium. Install it by hand (apt-get install chromium) or set SPECFRONT_CHROMIUM.');
    process.exit(1);
  }
  log(`installed ${execFileSync(DEBIAN_CHROMIUM, ['--version']).toString().trim()}`);
} else {
  log("Chromium is missing: installing Playwright's Chromium (npx playwright-core install chromium)…");
  if (!run('npx', ['--no-install', 'playwright-core', 'install', 'chromium'])) {
    log('Playwright could not install Chromium. Install a Chromium and set SPECFRONT_CHROMIUM to its path.');
    process.exit(1);
  }
}
