// The docs plugin, minus every doc's description in the version data each doc page loads (p/v-6-….json: 15 of its
// 20 KB gzip on v6). Only the theme's DocCard reads those descriptions and no page uses it; the doc pages' own
// descriptions (meta tags, search) come from each page's metadata, which is untouched.
import pluginContentDocs, { validateOptions, type PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, PluginModule, RouteConfig } from '@docusaurus/types';

type VersionProp = { docs?: Record<string, { description?: string }> };

/** Counts the version data it trimmed, so a Docusaurus that moves the data fails the build instead of doing nothing. */
function withoutDescriptions(route: RouteConfig, trimmed: { count: number }): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const docs = version?.docs;
  if (docs) trimmed.count += 1;
  return {
    ...route,
    ...(docs && {
      props: {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(Object.entries(docs).map(([id, doc]) => [id, { ...doc, description: undefined }])),
        },
      },
    }),
    ...(route.routes && { routes: route.routes.map((child) => withoutDescriptions(child, trimmed)) }),
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
          actions: { ...args.actions, addRoute: (route: RouteConfig) => args.actions.addRoute(withoutDescriptions(route, trimmed)) },
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
