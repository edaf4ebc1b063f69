// What every host must say, in one place: security headers (a Content-Security-Policy that allows the site itself,
// the configured Plausible endpoint and, only when configured, Algolia), caching and compression. The renderers in
// render/ write it in nginx, Netlify/Cloudflare Pages and Apache syntax.

export interface HostPolicyInput {
  /** Where analytics events are posted (PLAUSIBLE_ENDPOINT); a path on this site needs nothing more. */
  plausibleEndpoint: string;
  /** Algolia's application ID when search uses Algolia; null for the local index. */
  algoliaAppId: string | null;
  /** `sha256-…` sources of the inline scripts the build's pages carry (the colour-mode script and the like). */
  inlineScriptHashes: readonly string[];
}

export interface HostPolicy {
  /** Sent with every response, pages, assets, redirects and the not-found page alike. */
  securityHeaders: ReadonlyArray<readonly [name: string, value: string]>;
  /** Cache-Control for content-hashed files under /assets/: they never change. */
  immutableCache: string;
  /** Cache-Control for everything else: pages, the search index's entry file, feeds. */
  revalidateCache: string;
  /** Where the content-hashed files live. */
  hashedAssetsPrefix: string;
  /** MIME types worth compressing (HTML is always compressed by the servers that compress at all). */
  compressibleTypes: readonly string[];
}

export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/** Algolia's search and insights hosts (DocSearch retries on the algolianet.com hosts). */
function algoliaOrigins(appId: string): string[] {
  return [
    `https://${appId.toLowerCase()}-dsn.algolia.net`,
    'https://*.algolia.net',
    'https://*.algolianet.com',
    'https://insights.algolia.io',
  ];
}

function originOf(endpoint: string): string | null {
  if (endpoint.startsWith('/')) return null;
  const url = new URL(endpoint);
  return url.origin;
}

export function contentSecurityPolicy(input: HostPolicyInput): string {
  const connect = ["'self'"];
  const plausibleOrigin = originOf(input.plausibleEndpoint);
  if (plausibleOrigin) connect.push(plausibleOrigin);
  if (input.algoliaAppId) connect.push(...algoliaOrigins(input.algoliaAppId));
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // The local search engine (Pagefind) runs WebAssembly; inline scripts are allowed by hash only.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...[...new Set(input.inlineScriptHashes)].sort().map((hash) => `'${hash}'`)]],
    // Highlighted code carries its colours in style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function hostPolicy(input: HostPolicyInput): HostPolicy {
  return {
    securityHeaders: [
      ['Content-Security-Policy', contentSecurityPolicy(input)],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      // frame-ancestors says the same to current browsers; this is for older ones.
      ['X-Frame-Options', 'DENY'],
      ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ],
    immutableCache: 'public, max-age=31536000, immutable',
    revalidateCache: 'no-cache',
    hashedAssetsPrefix: '/assets/',
    compressibleTypes: [
      'text/css',
      'text/javascript',
      'application/javascript',
      'application/json',
      'application/xml',
      'text/xml',
      'application/rss+xml',
      'application/atom+xml',
      'image/svg+xml',
      'text/plain',
      'text/markdown',
      'application/wasm',
    ],
  };
}
