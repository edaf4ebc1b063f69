// The Docusaurus configuration: versions, chrome and build rules. Facts come from src/data; nothing here repeats them.
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { themes as prismThemes } from 'prism-react-renderer';
import { DOC_VERSIONS, LATEST_VERSION, docusaurusVersionName } from './src/data/versions';
import {
  ANNOUNCEMENT,
  EDIT_URL,
  EXTERNAL_LINKS,
  PLAUSIBLE_DOMAIN,
  PLAUSIBLE_ENDPOINT,
  NGINX_SITE,
  RELEASE_NOTES_PATH,
  SEARCH_SETTINGS,
  SITE_URL,
  SITEMAP_LEFT_OUT,
} from './src/data/site';
import { buildSidebarItems } from './src/lib/sidebars';
import { withAccessibleColours } from './src/lib/contrast';
import { loadCatalogue } from './src/lib/contentFiles';
import { frontMatterWithCatalogue } from './src/lib/catalogueFrontMatter';
import { frontMatterWithReference } from './src/plugins/reference/pageReference';
import prismOnDemand from './src/plugins/prismOnDemand';
import leanDocsVersionData from './src/plugins/leanDocsVersionData';
import searchPlugin from './src/plugins/search';
import type { SearchSettings } from './src/plugins/search/settings';
import robotsTxtPlugin from './src/plugins/robotsTxt';
import hostConfigPlugin from './src/plugins/hostConfig';
import referencePlugin from './src/plugins/reference';
import templateComparisonPlugin from './src/plugins/templateComparison';
import leanRouteTables from './src/plugins/leanRouteTables';
import mainThreadCuts from './src/plugins/mainThreadCuts';
import markdownExportsPlugin from './src/plugins/markdownExports';
import pdfPictures from './src/plugins/pdfPictures';
import knownIssuesOnTopicPages from './src/plugins/knownIssuesOnTopicPages';
import rehypeDiagrams from './src/plugins/diagrams';

const catalogue = loadCatalogue();

const docsOptions = {
  path: 'docs',
  // Versions are the first URL segment (/v6/..., /v5/...), so the docs own the site root.
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  editUrl: EDIT_URL,
  showLastUpdateTime: true,
  // Slugs such as `404-template-css` and `500-internal-server-error` are real names, not ordering prefixes.
  numberPrefixParser: false,
  // After each code block marked pdf-output, the picture of the PDF it produces (catalogue/pdf-pictures.json).
  remarkPlugins: [pdfPictures],
  // Topic pages named by a known-issues entry end with the bugs fixed on that topic (before the defaults, so the
  // heading gets its anchor and a place in the table of contents).
  beforeDefaultRemarkPlugins: [knownIssuesOnTopicPages],
  // ```diagram blocks become build-time SVG figures from catalogue/pdf-lifecycle.json and the facts (no script).
  rehypePlugins: [rehypeDiagrams],
  lastVersion: docusaurusVersionName(LATEST_VERSION),
  includeCurrentVersion: true,
  onlyIncludeVersions: DOC_VERSIONS.map(docusaurusVersionName),
  versions: Object.fromEntries(
    DOC_VERSIONS.map((version) => [
      docusaurusVersionName(version),
      {
        label: version.label,
        path: version.name,
        // Our own DocVersionBanner renders the end-of-life notice; 'unmaintained' tells it to render at all.
        banner: version.endOfLife === null ? 'none' : 'unmaintained',
        noIndex: false,
      },
    ]),
  ),
  // Archived versions' sidebars are built from the catalogue too: their JSON files only ask for generation.
  sidebarItemsGenerator: ({ version, docs }) => {
    const docIds = new Set(docs.map((doc) => doc.id));
    const items = catalogue.sidebars[version.versionName] ?? [];
    return buildSidebarItems(items, (path) => {
      const [pathVersion, ...rest] = path.split('/').filter(Boolean);
      return pathVersion === version.versionName && docIds.has(rest.join('/'));
    });
  },
} satisfies DocsOptions;

const config: Config = {
  title: 'Gravity PDF',
  tagline: 'Turn Gravity Forms entries into PDF documents',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  // Catalogue paths have no trailing slash; pages are emitted as `path.html`.
  trailingSlash: false,
  organizationName: 'GravityPDF',
  projectName: 'gravity-pdf-docs',

  // Broken links fail the build. DOCS_BROKEN_LINKS=warn is for previewing a partial draft locally; CI never sets it.
  onBrokenLinks: process.env.DOCS_BROKEN_LINKS === 'warn' ? 'warn' : 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  future: {
    v4: true,
    faster: true,
  },

  markdown: {
    // `.md` is CommonMark (braces and `<` in prose are safe); `.mdx` opts a page into components.
    format: 'detect',
    hooks: {
      onBrokenMarkdownLinks: 'warn',
    },
    // Titles and sidebar labels come from the catalogue (the front matter writes them only where it has none).
    // Hook and API pages are rendered from the facts scanned from the plugin's source: the build resolves each page's
    // reference here and fails, naming the file and the fix, when the page and the facts disagree.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const frontMatter = frontMatterWithCatalogue(params.filePath, result.frontMatter, catalogue);
      return { ...result, frontMatter: frontMatterWithReference(params.filePath, frontMatter) };
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en-GB',
        calendar: 'gregory',
        path: 'en',
      },
    },
  },

  customFields: {
    plausible: { domain: PLAUSIBLE_DOMAIN, endpoint: PLAUSIBLE_ENDPOINT },
  },

  clientModules: ['./src/clientModules/analytics.ts'],
  // Prism loads with the code blocks that need it, not in main.js (src/theme/CodeBlock/Content says how).
  plugins: [
    robotsTxtPlugin,
    // nginx.conf, _redirects, _headers and .htaccess: redirects, headers and caching for each kind of host.
    [hostConfigPlugin, { plausibleEndpoint: PLAUSIBLE_ENDPOINT, algoliaAppId: SEARCH_SETTINGS.algolia?.appId ?? null, nginx: NGINX_SITE }],
    // Each version's hook index and hook changes, as generated data their pages import; hooks.json for tools.
    referencePlugin,
    // The premium template comparison's rows, from the product facts, as generated data its page imports.
    templateComparisonPlugin,
    // Every sitemap page's Markdown twin, llms.txt and llms-full.txt, written after the build.
    markdownExportsPlugin,
    leanRouteTables,
    // Links prefetch on hover or touch, and a theme hook sorts without a collator (less work while a page hydrates).
    mainThreadCuts,
    prismOnDemand,
    // Our search (its theme components, settings and index step); after the preset, so its components win.
    [searchPlugin, SEARCH_SETTINGS satisfies SearchSettings],
    // The classic preset's docs plugin, with smaller version data (src/plugins/leanDocsVersionData.ts says what goes).
    [leanDocsVersionData, docsOptions],
  ],

  presets: [
    [
      'classic',
      {
        docs: false,
        // Release notes: one post per minor release line, its patch releases as dated sections (release-notes/).
        blog: {
          path: RELEASE_NOTES_PATH,
          routeBasePath: RELEASE_NOTES_PATH,
          // The sidebar lists every post by year: an archive page would repeat it.
          archiveBasePath: null,
          blogTitle: 'Gravity PDF release notes',
          blogDescription: 'What changed in each Gravity PDF release, for site owners and developers.',
          blogSidebarTitle: 'All releases',
          blogSidebarCount: 'ALL',
          postsPerPage: 10,
          showReadingTime: false,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'throw',
          editUrl: EDIT_URL,
          showLastUpdateTime: true,
          feedOptions: {
            type: 'all',
            title: 'Gravity PDF release notes',
            description: 'What changed in each Gravity PDF release, for site owners and developers.',
            copyright: `Copyright © ${new Date().getFullYear()} Blue Liquid Designs`,
            limit: false,
          },
        },
        pages: {},
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: 'date', ignorePatterns: [`/${SEARCH_SETTINGS.searchPagePath}`, ...SITEMAP_LEFT_OUT] },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'twitter:card', content: 'summary_large_image' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: ANNOUNCEMENT.content,
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
      versionPersistence: 'localStorage',
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    // Setting `algolia` makes the classic preset add @docusaurus/theme-search-algolia: DocSearch's translations, the
    // results page's route and the OpenSearch description. Our search plugin reads SEARCH_SETTINGS, not these values.
    algolia: {
      ...(SEARCH_SETTINGS.algolia ?? { appId: 'local', apiKey: 'local', indexName: 'pagefind' }),
      // Versions are scoped by our SearchBar (current version first, one click to widen), not by the theme's facets.
      contextualSearch: false,
      searchPagePath: SEARCH_SETTINGS.searchPagePath,
    },
    navbar: {
      title: 'Gravity PDF',
      // No alt text: the title beside the logo already says "Gravity PDF", so the theme marks the image decorative.
      logo: { src: 'img/logo.svg' },
      items: [
        { type: 'custom-versionMenu', position: 'left' },
        { to: `/${RELEASE_NOTES_PATH}`, label: 'Release notes', position: 'left' },
        { href: EXTERNAL_LINKS.support, label: 'Get Help', position: 'right' },
        { href: EXTERNAL_LINKS.download, label: 'Download', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Gravity PDF',
          items: [
            { label: 'Main site', href: EXTERNAL_LINKS.mainSite },
            { label: 'Live demo', href: EXTERNAL_LINKS.demo },
            {
              html: '<p class="footer__note">Some links to Gravity Forms and third-party plugins on this site are affiliate links.</p>',
            },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Twitter', href: EXTERNAL_LINKS.twitter },
            { label: 'Facebook', href: EXTERNAL_LINKS.facebook },
            { label: 'Vimeo', href: EXTERNAL_LINKS.vimeo },
            { label: 'YouTube', href: EXTERNAL_LINKS.youtube },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Support', href: EXTERNAL_LINKS.support },
            { label: 'Shop', href: EXTERNAL_LINKS.shop },
            { label: 'Release notes', to: `/${RELEASE_NOTES_PATH}` },
            { label: 'News', href: EXTERNAL_LINKS.news },
            { label: 'Source code', href: EXTERNAL_LINKS.sourceCode },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Blue Liquid Designs. Gravity PDF is free software under the GPLv2.`,
    },
    prism: {
      // GitHub and Dracula, with the few token colours below WCAG AA darkened or lightened just enough, also on
      // highlighted lines (the overlays are --docusaurus-highlighted-code-line-bg of src/css/custom.css).
      theme: withAccessibleColours(prismThemes.github, ['rgba(0, 0, 0, 0.08)']),
      darkTheme: withAccessibleColours(prismThemes.dracula, ['rgba(255, 255, 255, 0.12)']),
      defaultLanguage: 'php',
      additionalLanguages: ['php', 'bash', 'apacheconf', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
