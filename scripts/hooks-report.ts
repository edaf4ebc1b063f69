// `npm run hooks:report [-- facts-name]`: hooks a facts file lists (default: the latest version's plugin facts in the
// registry, src/plugins/reference/registry.ts) that no page documents yet. `npm run hooks:report -- all` reports the
// plugin and every add-on; start a missing page with `npm run new:hook -- NAME`.
import { hookCoverage, LATEST_FACTS } from './lib/hookCoverage';
import { latestPluginFacts } from '../src/plugins/reference/registry';

const wanted = process.argv[2] === 'all' ? LATEST_FACTS : [process.argv[2] ?? latestPluginFacts().name];
for (const { factsName, label, fired, missing } of hookCoverage(wanted)) {
  for (const hook of missing) {
    console.log(`${hook.kind.padEnd(6)} ${hook.name}  (${hook.callSites[0]?.file ?? ''}:${hook.callSites[0]?.line ?? ''})`);
  }
  console.log(`${factsName} (${label}): ${fired} hooks fired, ${fired - missing.length} documented, ${missing.length} without a page.\n`);
}
