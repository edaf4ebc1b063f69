// `npm run new:hook -- NAME [--facts addon-previewer|gravity-pdf-5|…]`: starts the page of a hook the facts list and no page documents.
// It adds the route to catalogue/routes.json (in its sidebar category, alphabetically) and writes the page with front
// matter that matches the facts; the writer fills in the description, each argument, the return value and the prose.
// `npm run check:content -- FILE` says what is still missing.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadCatalogue, SITE_DIR } from '../src/lib/contentFiles';
import { factsSourceNamed } from '../src/plugins/reference/load';
import { FACTS_REGISTRY, isPluginFacts, latestPluginFacts } from '../src/plugins/reference/registry';
import { newHookPage, planNewHook, withNewHookPage } from './lib/newHook';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
const factsFlag = args.indexOf('--facts');
const factsName = factsFlag >= 0 ? args[factsFlag + 1]! : latestPluginFacts().name;
const scanned = FACTS_REGISTRY.filter((entry) => entry.kind !== 'products').map((entry) => entry.name);
if (!name) throw new Error(`usage: npm run new:hook -- HOOK_NAME [--facts ${scanned.join('|')}]`);
const facts = factsSourceNamed(factsName);
const hook = facts?.hook(name);
if (!hook)
  throw new Error(
    `${name} is not in catalogue/facts/${factsName}.json: run \`npm run hooks:report -- ${factsName}\` for the hooks without a page`,
  );
const plan = planNewHook(hook, factsName);
if (existsSync(join(SITE_DIR, plan.file))) throw new Error(`${plan.file} already exists`);
const routesFile = join(SITE_DIR, 'catalogue', 'routes.json');
writeFileSync(routesFile, `${JSON.stringify(withNewHookPage(loadCatalogue(), plan), null, 1)}\n`);
mkdirSync(dirname(join(SITE_DIR, plan.file)), { recursive: true });
// The plugin's own facts follow from the page's version; only add-on pages name theirs.
writeFileSync(join(SITE_DIR, plan.file), newHookPage(hook, factsName, isPluginFacts(factsName)));
console.log(`${plan.route}: added to catalogue/routes.json; write ${plan.file}, then \`npm run check:content -- ${plan.file}\``);
