// Site-wide settings read from the environment at build time, each with its default (documented in the README).
// Data imports nothing from the plugins: the search settings below are checked against the search plugin's
// SearchSettings type where the config hands them over (docusaurus.config.ts), and again at start-up.
import { LATEST_VERSION } from './versions';
function env(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

/** Public URL of the site; canonical links and the sitemap are built from it. */
export const SITE_URL = env('SITE_URL', 'https://docs.gravitypdf.com');

/** Where "Edit this page" leads: this repository's edit URL for the main branch. */
export const EDIT_URL = env('EDIT_URL', 'https://github.com/GravityPDF/gravity-pdf-docs/edit/main/');

/** Plausible: the site name in Plausible, and the only host name on which the tracker runs. */
export const PLAUSIBLE_DOMAIN = env('PLAUSIBLE_DOMAIN', 'docs.gravitypdf.com');
/** Plausible: the event endpoint the tracker posts to (a first-party proxy works too). */
export const PLAUSIBLE_ENDPOINT = env('PLAUSIBLE_ENDPOINT', 'https://plausible.io/api/event');

/** The nginx server block written with the build (build/nginx.conf): the lines a deployment sets. */
export const NGINX_SITE = {
  listen: env('NGINX_LISTEN', '80'),
  serverName: env('NGINX_SERVER_NAME', new URL(SITE_URL).hostname),
  root: env('NGINX_ROOT', '/var/www/gravity-pdf-docs'),
};

/** Algolia DocSearch: all three set switch search from the local index to Algolia. */
const ALGOLIA = {
  appId: env('ALGOLIA_APP_ID', ''),
  apiKey: env('ALGOLIA_SEARCH_API_KEY', ''),
  indexName: env('ALGOLIA_INDEX_NAME', ''),
};
const ALGOLIA_CONFIGURED = Boolean(ALGOLIA.appId && ALGOLIA.apiKey && ALGOLIA.indexName);

/** Search, read here once: the config hands it to src/plugins/search, scripts and tests import it. */
export const SEARCH_SETTINGS = {
  backend: ALGOLIA_CONFIGURED ? ('algolia' as const) : ('local' as const),
  algolia: ALGOLIA_CONFIGURED ? ALGOLIA : null,
  hitsPerGroup: 12,
  // Where `docusaurus build` writes the local index and the browser loads it from.
  localBundlePath: '/pagefind/',
  // The full results page (`/search?q=…`), linked from the search modal.
  searchPagePath: 'search',
} as const;

/** The announcement bar: change the id to show a dismissed announcement again. */
const LATEST_RELEASE = LATEST_VERSION.name.replace(/^v/, '');
export const ANNOUNCEMENT = {
  // A new latest version gives a new id, so readers who closed this announcement see the next one.
  id: `gravity-pdf-${LATEST_RELEASE}-docs`,
  content: `You are reading the documentation for Gravity PDF ${LATEST_RELEASE}. Using an older release? Pick its version from the menu at the top.`,
};

/** The release notes (the blog plugin's posts): their URL prefix and their folder. */
export const RELEASE_NOTES_PATH = 'release-notes';

/**
 * Pages the sitemap leaves out besides the search page: the release notes' tag pages and later list pages, which only
 * repeat the posts. Every page the sitemap lists has a Markdown twin (src/plugins/markdownExports).
 */
export const SITEMAP_LEFT_OUT = [`/${RELEASE_NOTES_PATH}/tags/**`, `/${RELEASE_NOTES_PATH}/page/**`];

// Fixed addresses, in a module the browser can import too (this one reads the environment).
export { EXTERNAL_LINKS } from './links';
