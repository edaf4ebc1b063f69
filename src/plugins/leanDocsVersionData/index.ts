// The docs plugin, minus every doc's description in the version data each doc page loads (p/v-6-….json: 15 of its
// 20 KB gzip on v6). Only the theme's DocCard reads those descriptions and no page uses it; the doc pages' own
// descriptions (meta tags, search) come from each page's metadata, which is untouched.
import pluginContentDocs, { validateOptions, type PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, PluginModule, RouteConfig } from '@docusaurus/types';

type VersionProp = { docs?: Record<string, { description?: string }> };

function withoutDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const docs = version?.docs;
  return {
    ...route,
    ...(docs && {
      props: {
        ...route.props,
        version: { ...version, docs: Object.fromEntries(Object.entries(docs).map(([id, doc]) => [id, { ...doc, description: undefined }])) },
      },
    }),
    ...(route.routes && { routes: route.routes.map(withoutDescriptions) }),
  };
}

async function leanDocsVersionData(context: LoadContext, options: unknown) {
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  const contentLoaded = plugin.contentLoaded;
  return {
    ...plugin,
    ...(contentLoaded && {
      contentLoaded: (args: Parameters<typeof contentLoaded>[0]) =>
        contentLoaded({ ...args, actions: { ...args.actions, addRoute: (route: RouteConfig) => args.actions.addRoute(withoutDescriptions(route)) } }),
    }),
  };
}

// The plugin's own option schema and defaults (the generic signature of PluginModule does not fit a concrete one).
leanDocsVersionData.validateOptions = validateOptions as unknown as NonNullable<PluginModule['validateOptions']>;

export default leanDocsVersionData as PluginModule;
