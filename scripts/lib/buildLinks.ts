// Runs the link checker (src/lib/linkCheck.ts) over a whole production build: every page and stylesheet it emitted.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { extractAnchors, extractCssUrls, extractReferences } from './htmlScan';
import { checkReferences, type BuildFiles, type LinkProblem } from './linkCheck';
import { routeOfBuildFile } from './buildPages';
import { filesUnder } from '../../src/lib/files';

export interface BuildLinkReport {
  problems: LinkProblem[];
  /** External URL → the build files that link to it. */
  external: Map<string, Set<string>>;
  filesChecked: number;
  referencesChecked: number;
}

export function checkBuildLinks(buildDir: string, siteUrl: string): BuildLinkReport {
  const files = new Set(filesUnder(buildDir).map((full) => relative(buildDir, full).replace(/\\/g, '/')));
  const anchorCache = new Map<string, ReadonlySet<string>>();
  const build: BuildFiles = {
    exists: (file) => files.has(file),
    anchorsOf: (file) => {
      let anchors = anchorCache.get(file);
      if (!anchors) {
        anchors = extractAnchors(readFileSync(join(buildDir, file), 'utf8'));
        anchorCache.set(file, anchors);
      }
      return anchors;
    },
  };
  const report: BuildLinkReport = { problems: [], external: new Map(), filesChecked: 0, referencesChecked: 0 };
  for (const file of [...files].sort()) {
    let references: { url: string }[];
    let fromPath: string;
    if (file.endsWith('.html')) {
      references = extractReferences(readFileSync(join(buildDir, file), 'utf8'));
      fromPath = routeOfBuildFile(file);
    } else if (file.endsWith('.css')) {
      references = extractCssUrls(readFileSync(join(buildDir, file), 'utf8')).map((url) => ({ url }));
      fromPath = `/${file}`;
    } else {
      continue;
    }
    const { problems, external } = checkReferences(file, fromPath, references, build, siteUrl);
    report.filesChecked += 1;
    report.referencesChecked += references.length;
    report.problems.push(...problems);
    for (const url of external) {
      const linkers = report.external.get(url) ?? new Set<string>();
      linkers.add(file);
      report.external.set(url, linkers);
    }
  }
  return report;
}
