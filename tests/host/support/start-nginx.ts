// Playwright's web server for tests/host/: nginx in the foreground with the test configuration (support/nginx.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { writeTestConfig } from './nginx';

const buildDir = join(__dirname, '..', '..', '..', 'build');
const { prefix, configFile } = writeTestConfig(buildDir);
const nginx = spawn(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-e', 'stderr', '-p', prefix, '-c', configFile, '-g', 'daemon off;'], {
  stdio: 'inherit',
});
nginx.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
