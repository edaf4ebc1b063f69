// Runs Debian's Apache 2.4 over the production build, reading the .htaccess the build wrote (build/.htaccess) the way
// a shared host does: a minimal server configuration of our own (port, document root, `AllowOverride All`, the modules
// the file uses), and everything about the site from the generated file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const APACHE_PATH = process.env.APACHE_PATH ?? '/usr/sbin/apache2';
export const APACHE_MODULES = process.env.APACHE_MODULES ?? '/usr/lib/apache2/modules';

/**
 * What the generated .htaccess needs: rewriting, headers, compression (mod_brotli too, as Debian ships it), MIME types,
 * DirectoryIndex, `Require` and AddOutputFilterByType (mod_filter); the event MPM runs it.
 */
const MODULES = [
  ['mpm_event_module', 'mod_mpm_event.so'],
  ['authz_core_module', 'mod_authz_core.so'],
  ['mime_module', 'mod_mime.so'],
  ['dir_module', 'mod_dir.so'],
  ['rewrite_module', 'mod_rewrite.so'],
  ['headers_module', 'mod_headers.so'],
  ['filter_module', 'mod_filter.so'],
  ['deflate_module', 'mod_deflate.so'],
  ['brotli_module', 'mod_brotli.so'],
] as const;

/** A complete httpd.conf for the build folder on a test port, under a fresh folder that also holds the pid and error log. */
export function writeApacheConfig(buildDir: string, port: number): { serverRoot: string; configFile: string } {
  const serverRoot = join(tmpdir(), `docs-apache-${process.pid}`);
  mkdirSync(serverRoot, { recursive: true });
  // Apache refuses to serve as root; as root (a CI container) its children run as Debian's www-data, which can read
  // the build (files 644, folders 755). As anyone else it stays that user, and needs no User line.
  const user = process.getuid?.() === 0 ? 'User www-data\nGroup www-data' : '';
  const config = `ServerRoot ${serverRoot}
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
PidFile ${join(serverRoot, 'httpd.pid')}
ErrorLog ${join(serverRoot, 'error.log')}
LogLevel warn
${user}
${MODULES.map(([name, file]) => `LoadModule ${name} ${join(APACHE_MODULES, file)}`).join('\n')}
TypesConfig /etc/mime.types
ServerTokens Prod
ServerSignature Off
StartServers 1
ServerLimit 2
ThreadsPerChild 25
MaxRequestWorkers 50
MinSpareThreads 5
MaxSpareThreads 50
DocumentRoot "${buildDir}"
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<Directory "${buildDir}">
    AllowOverride All
    Require all granted
</Directory>
`;
  const configFile = join(serverRoot, 'httpd.conf');
  writeFileSync(configFile, config);
  return { serverRoot, configFile };
}
