// Playwright's web server for the host-apache project: Debian's Apache in the foreground over build/ with the test
// configuration (support/apache.ts), reading build/.htaccess.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APACHE_PATH, writeApacheConfig } from './apache';
import { APACHE_PORT } from './hosts';

const buildDir = join(__dirname, '..', '..', '..', 'build');
const { serverRoot, configFile } = writeApacheConfig(buildDir, APACHE_PORT);
const apache = spawn(APACHE_PATH, ['-f', configFile, '-DFOREGROUND'], { stdio: 'inherit' });
apache.on('exit', (code) => {
  // Apache can't log to a pipe; show its log when it stops on its own.
  const log = join(serverRoot, 'error.log');
  if (code !== 0 && existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
  process.exit(code ?? 1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => apache.kill('SIGTERM'));
