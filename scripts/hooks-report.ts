// `npm run hooks:report [-- facts-name]`: hooks a facts file lists (default gravity-pdf-6, the 6.12.1 source) that no
// page documents yet. `npm run hooks:report -- all` reports the plugin and every add-on; start a missing page with
// `npm run new:hook -- NAME`.
import { hookCoverage, LATEST_FACTS } from './lib/hookCoverage';

const wanted = process.argv[2] === 'all' ? LATEST_FACTS : [process.argv[2] ?? 'gravity-pdf-6'];
for (const { factsName, label, fired, missing } of hookCoverage(wanted)) {
  for (const hook of missing) {
    console.log(`${hook.kind.padEnd(6)} ${hook.name}  (${hook.callSites[0]?.file ?? ''}:${hook.callSites[0]?.line ?? ''})`);
  }
  console.log(`${factsName} (${label}): ${fired} hooks fired, ${fired - missing.length} documented, ${missing.length} without a page.\n`);
}
