// The docs plugin, minus two lists of every doc that the browser loads and this site does not read:
// - the map of every doc (id, title, description) in the version data each doc page loads (p/v-6-….json: half of it,
//   8 KB gzip on v6, growing with each page). Only the theme's DocCard reads it, through useDocById, for category
//   index pages and <DocCardList>, which this site does not use (the build fails if a sidebar asks for a generated
//   index). The doc pages' own titles and descriptions come from each page's metadata, untouched.
// - every doc's id, path and sidebar in the plugin's global data, which is in main.js and so in every page's first
//   load (10 KB gzip). The theme reads it for its version dropdown, doc navbar items and version banner, all replaced
//   here: the version menu and our banner read the same page in each version from the page itself
//   (src/lib/versionEquivalents.ts). Versions, their paths and sidebars' first links stay.
import pluginContentDocs, { validateOptions, type PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, PluginModule, RouteConfig } from '@docusaurus/types';

type VersionProp = { docs?: Record<string, unknown>; docsSidebars?: Record<string, unknown> };
type GlobalData = { versions?: { docs?: unknown[] }[] };

/** The global data without each version's list of docs; fails if Docusaurus moved the list. */
function withoutGlobalDocLists(data: unknown): unknown {
  const versions = (data as GlobalData | undefined)?.versions;
  if (!Array.isArray(versions) || !versions.every((version) => Array.isArray(version.docs))) {
    throw new Error(
      'leanDocsVersionData: the docs global data no longer has versions[].docs; update src/plugins/leanDocsVersionData/index.ts for this Docusaurus or remove it from docusaurus.config.ts',
    );
  }
  return { ...(data as object), versions: versions.map((version) => ({ ...version, docs: [] })) };
}

/** Counts the version data it trimmed, so a Docusaurus that moves the data fails the build instead of doing nothing. */
function withoutDocsMap(route: RouteConfig, trimmed: { count: number }): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const docs = version?.docs;
  if (docs) {
    trimmed.count += 1;
    if (JSON.stringify(version.docsSidebars ?? {}).includes('"generated-index"')) {
      throw new Error(
        'leanDocsVersionData: a sidebar links a generated category index, whose cards need the docs map this plugin removes; link a written page instead, or stop removing the map',
      );
    }
  }
  return {
    ...route,
    ...(docs && { props: { ...route.props, version: { ...version, docs: {} } } }),
    ...(route.routes && { routes: route.routes.map((child) => withoutDocsMap(child, trimmed)) }),
  };
}

async function leanDocsVersionData(context: LoadContext, options: unknown) {
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  const contentLoaded = plugin.contentLoaded;
  return {
    ...plugin,
    ...(contentLoaded && {
      contentLoaded: async (args: Parameters<typeof contentLoaded>[0]) => {
        const trimmed = { count: 0 };
        await contentLoaded({
          ...args,
          actions: {
            ...args.actions,
            addRoute: (route: RouteConfig) => args.actions.addRoute(withoutDocsMap(route, trimmed)),
            setGlobalData: (data: unknown) => args.actions.setGlobalData(withoutGlobalDocLists(data)),
          },
        });
        if (trimmed.count === 0) {
          throw new Error(
            'leanDocsVersionData: no route carries props.version.docs any more; update src/plugins/leanDocsVersionData/index.ts for this Docusaurus or remove it from docusaurus.config.ts',
          );
        }
      },
    }),
  };
}

// The plugin's own option schema and defaults (the generic signature of PluginModule does not fit a concrete one).
leanDocsVersionData.validateOptions = validateOptions as unknown as NonNullable<PluginModule['validateOptions']>;

export default leanDocsVersionData as PluginModule;
