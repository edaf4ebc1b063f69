// Node-only: the reference of one content file, as the build and the content check both need it. The build puts the
// resolved model in the page's front matter (`reference`) and fails on any problem; the check reports the problems.
import { relative } from 'node:path';
import { routeOfContentFile } from '../catalogue';
import { LATEST_VERSION } from '../../data/versions';
import { factsForPage } from './load';
import { resolveReference, type ResolvedReference } from './resolve';

/** The reference of a content file (path relative to the site, or absolute), from its front matter and its facts. */
export function referenceOfFile(file: string, frontMatter: Readonly<Record<string, unknown>>): ResolvedReference {
  const relativePath = relative(process.cwd(), file).replace(/\\/g, '/');
  const route = routeOfContentFile(relativePath, LATEST_VERSION.name);
  if (!route || !(frontMatter.hook || frontMatter.api)) return { problems: [] };
  return resolveReference(frontMatter, factsForPage(route, frontMatter));
}

/** For `markdown.parseFrontMatter`: the front matter with its resolved reference; a writer's mistake fails the build. */
export function frontMatterWithReference(file: string, frontMatter: Record<string, unknown>): Record<string, unknown> {
  const { model, problems } = referenceOfFile(file, frontMatter);
  if (problems.length > 0) {
    const where = relative(process.cwd(), file);
    throw new Error(
      `${where}: the hook or API front matter disagrees with the facts:\n${problems.map((problem) => `  - ${problem.message}`).join('\n')}`,
    );
  }
  return model ? { ...frontMatter, reference: model } : frontMatter;
}
