// Shared by the plugins that rewrite Docusaurus's generated or client code with a loader (leanRouteTables,
// mainThreadCuts): the rules for the client build, and the Rspack persistent-cache entry without which an edited loader
// would go unnoticed until the cache is cleared (the loader files are not required by the config).
import type { Configuration } from 'webpack';

/** A loader file (absolute path) and the module paths it rewrites. */
export type ClientLoaderRule = { test: RegExp; loader: string };

/**
 * The `configureWebpack` result that runs each loader on its modules in the client build. `helpers` are files the
 * loaders require, which the cache must also watch.
 */
export function clientLoaderRules(config: Configuration, rules: ClientLoaderRule[], helpers: string[] = []): Configuration {
  const persistentCache = (config.experiments as { cache?: { buildDependencies?: string[] } } | undefined)?.cache;
  return {
    ...(persistentCache && { experiments: { cache: { buildDependencies: [...rules.map((rule) => rule.loader), ...helpers] } } }),
    module: { rules: rules.map(({ test, loader }) => ({ test, use: [{ loader }] })) },
  };
}
