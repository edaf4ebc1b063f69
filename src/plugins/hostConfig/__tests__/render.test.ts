import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentSecurityPolicy, hostPolicy, type HostPolicyInput } from '../policy';
import { inlineScriptHashes } from '../inlineScripts';
import { renderNginx } from '../render/nginx';
import { NOT_PUBLISHED, renderHeaders, renderRedirects } from '../render/staticHosts';
import { renderHtaccess } from '../render/apache';

const LOCAL: HostPolicyInput = {
  plausibleEndpoint: 'https://plausible.io/api/event',
  algoliaAppId: null,
  inlineScriptHashes: ['sha256-abc='],
};

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((part) => part.startsWith(`${name} `));
  assert.ok(found, `${name} is in the policy`);
  return found.split(' ').slice(1);
}

test('the policy allows the site itself, the Plausible endpoint, and Algolia only when search uses it', () => {
  const local = contentSecurityPolicy(LOCAL);
  assert.deepEqual(directive(local, 'connect-src'), ["'self'", 'https://plausible.io']);
  assert.deepEqual(directive(local, 'script-src'), ["'self'", "'wasm-unsafe-eval'", "'sha256-abc='"]);
  assert.deepEqual(directive(local, 'frame-ancestors'), ["'none'"]);
  assert.doesNotMatch(local, /algolia/);
  const proxied = contentSecurityPolicy({ ...LOCAL, plausibleEndpoint: 'https://stats.example.org/api/event' });
  assert.deepEqual(directive(proxied, 'connect-src'), ["'self'", 'https://stats.example.org']);
  assert.deepEqual(directive(contentSecurityPolicy({ ...LOCAL, plausibleEndpoint: '/api/event' }), 'connect-src'), ["'self'"]);
  const algolia = directive(contentSecurityPolicy({ ...LOCAL, algoliaAppId: 'ABC123' }), 'connect-src');
  assert.ok(algolia.includes('https://abc123-dsn.algolia.net'), algolia.join(' '));
});

test('inline scripts are hashed as the browser hashes them; JSON-LD data blocks and external scripts are left out', () => {
  const html =
    '<script>var a=1;</script><script type="application/ld+json">{"@type":"x"}</script><script src="/assets/js/main.js"></script>' +
    '<script data-rh="true">document.x=2</script>';
  // printf 'var a=1;' | openssl dgst -sha256 -binary | base64
  assert.deepEqual(inlineScriptHashes(html), [
    'sha256-gaaMFNHZyRta8zB2VHkWLMP4tMxJ+d8v3dTW7nw2r6M=',
    inlineScriptHashes('<script>document.x=2</script>')[0],
  ]);
});

test('every host file carries the same security headers and caching', () => {
  const policy = hostPolicy(LOCAL);
  const files = {
    nginx: renderNginx(policy, { listen: '80', serverName: 'docs.example.org', root: '/srv/docs' }),
    headers: renderHeaders(policy),
    htaccess: renderHtaccess(policy),
  };
  for (const [host, text] of Object.entries(files)) {
    for (const [name, value] of policy.securityHeaders) assert.ok(text.includes(name) && text.includes(value), `${host} sends ${name}`);
    assert.ok(text.includes(policy.immutableCache), `${host} caches hashed assets for a year`);
  }
  assert.match(files.nginx, /root \/srv\/docs;/);
  assert.match(files.nginx, /error_page 404 \/404\.html;/);
  assert.ok(
    files.htaccess.includes('RewriteRule ^(?:nginx\\.conf|_redirects|_headers|\\.htaccess)$ - [R=404,L]'),
    'Apache answers the host files 404, as any missing file',
  );
  assert.doesNotMatch(files.htaccess, /Require all denied/, 'a 403 would tell the host files apart from missing ones');
});

/** Netlify's and Cloudflare's rule matching, reduced to what the generated file uses: exact paths and `:name` segments. */
function redirectOf(rules: string, path: string): string | null {
  for (const line of rules.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [from = '', to = ''] = line.split(' ');
    const fromSegments = from.split('/');
    const pathSegments = path.split('/');
    if (fromSegments.length !== pathSegments.length) continue;
    const values = new Map<string, string>();
    const matches = fromSegments.every((segment, index) => {
      if (segment.startsWith(':')) {
        const value = pathSegments[index] ?? '';
        values.set(segment, value);
        return value !== '';
      }
      return segment === pathSegments[index];
    });
    if (matches) return to.replace(/:p\d+/g, (name) => values.get(name) ?? name);
  }
  return null;
}

test('_redirects sends every other spelling of a page to it and leaves the page itself alone', () => {
  const pages = ['/', '/v6/users/setup-pdf', '/v6/extensions/hooks/previewer/gfpdf_previewer_field_settings', '/release-notes'];
  const rules = renderRedirects(pages);
  for (const page of pages.filter((path) => path !== '/')) {
    assert.equal(redirectOf(rules, page), null, `${page} is served, not redirected`);
    for (const variant of [`${page}/`, `${page}.html`, `${page}/index`, `${page}/index.html`]) {
      assert.equal(redirectOf(rules, variant), page, variant);
    }
  }
  assert.equal(redirectOf(rules, '/index.html'), '/');
  assert.equal(redirectOf(rules, '/'), null);
});

test('_redirects rewrites the files only hosts read to a path with no file (Cloudflare has no 404 rule), first', () => {
  const lines = renderRedirects(['/', '/v6/users/setup-pdf']).split('\n');
  const firstRule = lines.findIndex((line) => line !== '' && !line.startsWith('#'));
  for (const file of ['nginx.conf', '_redirects', '_headers', '.htaccess']) {
    const index = lines.indexOf(`/${file} ${NOT_PUBLISHED} 200`);
    assert.ok(index >= firstRule && index < firstRule + 4, `${file} is rewritten before any redirect`);
  }
  assert.ok(!NOT_PUBLISHED.includes('.'), 'the target is not a file name a build could write');
});
