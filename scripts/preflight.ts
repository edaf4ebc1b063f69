// `npm test` starts here: the system programs the tests drive, each checked before anything runs, so a machine without
// one stops with a line naming the Debian package to install instead of a stack trace from deep inside a test runner.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** What the tests run, where, and the Debian package that provides it. */
const REQUIRED = [
  { program: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', package: 'chromium', usedBy: 'the browser tests' },
  { program: 'php', package: 'php-cli', usedBy: 'the content check (php -l)' },
  { program: process.env.NGINX_PATH ?? '/usr/sbin/nginx', package: 'nginx', usedBy: 'the host tests' },
  { program: process.env.APACHE_PATH ?? '/usr/sbin/apache2', package: 'apache2', usedBy: 'the host tests' },
];

function runnable(program: string): boolean {
  const candidates = program.includes('/') ? [program] : (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, program));
  return candidates.some((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const missing = REQUIRED.filter(({ program }) => !runnable(program));
for (const { program, package: name, usedBy } of missing) {
  console.error(`Missing ${program} for ${usedBy}: install it with \`apt-get install ${name}\` (as root), then run npm test again.`);
}
if (missing.length > 0) process.exitCode = 1;
