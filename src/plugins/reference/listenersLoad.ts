// Node-only: reads catalogue/facts/listeners-<facts>.json (written by `npm run facts:listeners`) and the reviewed notes
// (catalogue/listener-notes.json), for the build (a hook page's listener table) and the tests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListenerFacts, ListenerNotes } from './lib/listeners';
import { LISTENER_FACTS_FILES } from './registry';

export { LISTENER_FACTS_FILES };

const CATALOGUE_DIR = join(process.cwd(), 'catalogue');
const cache = new Map<string, ListenerFacts | null>();

/** The listeners of a facts file (`gravity-pdf-6`, `addon-previewer`), or undefined when it has none (`products`). */
export function listenerFactsNamed(facts: string, dir: string = join(CATALOGUE_DIR, 'facts')): ListenerFacts | undefined {
  const key = `${dir}:${facts}`;
  if (!cache.has(key)) {
    const file = join(dir, `listeners-${facts}.json`);
    cache.set(key, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ListenerFacts) : null);
  }
  return cache.get(key) ?? undefined;
}

let notes: ListenerNotes | undefined;

export function listenerNotes(file: string = join(CATALOGUE_DIR, 'listener-notes.json')): ListenerNotes {
  notes ??= existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ListenerNotes) : { notes: {} };
  return notes;
}

/** Every listeners file that exists. */
export function allListenerFacts(): ListenerFacts[] {
  return LISTENER_FACTS_FILES.map((name) => listenerFactsNamed(name)).filter((file): file is ListenerFacts => file !== undefined);
}
