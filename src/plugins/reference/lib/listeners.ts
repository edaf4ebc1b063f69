// "Who else is listening": the callbacks the plugin (and an add-on, on its own hooks) attaches to a hook, from
// catalogue/facts/listeners-*.json (written by `npm run facts:listeners`), with a few reviewed words on what each does
// (catalogue/listener-notes.json). Pure: the caller loads the JSON.

/** One `add_filter`/`add_action` on one of the facts file's hooks. */
export interface ListenerEntry {
  /** The facts' hook name (a dynamic hook's pattern). */
  hook: string;
  kind?: 'filter' | 'action';
  /** The concrete name listened to, when the hook is dynamic (`gfpdf_settings_sanitize_text`). */
  listened_as?: string;
  function: string;
  /** `Class::method`, `function`, `closure in Class::method`, or the object expression when the class is unknown. */
  callback: string;
  callback_resolved?: false;
  /** `__call`: no class defines the method; the object's class answers it through `__call` (a view template file). */
  callback_via?: '__call';
  callback_expression: string;
  priority: number | string;
  accepted_args?: number | string;
  repo: string;
  tag: string;
  file: string;
  line: number;
  enclosing?: string;
  /** Added inside a block (an `if`, a loop, a closure): only when that code runs. */
  conditional: boolean;
  /** `file:line` of each `remove_*` of this callback on this hook in the same source. */
  removed_at?: string[];
}

export type ListenerRemoval = Omit<ListenerEntry, 'accepted_args' | 'removed_at' | 'kind'>;

export interface ListenerUnresolved {
  function: string;
  name_expression: string;
  name_pattern?: string;
  callback: string;
  priority: number | string;
  repo: string;
  tag: string;
  file: string;
  line: number;
  enclosing?: string;
  reason: string;
}

export interface ListenerFacts {
  facts: string;
  generated_by: string;
  sources: { repo: string; tag: string; commit: string }[];
  listeners: ListenerEntry[];
  removals: ListenerRemoval[];
  unresolved: ListenerUnresolved[];
}

/** Reviewed words on each callback: `{ "notes": { "Model_PDF::middle_active": "Denies PDFs that are switched off" } }`. */
export interface ListenerNotes {
  about?: string;
  notes: Record<string, string>;
}

/** The most words a note may have. */
export const NOTE_WORD_LIMIT = 12;

/** Notes longer than the limit, and notes no listener uses (a renamed or removed callback), for the unit test. */
export function noteProblems(files: readonly ListenerFacts[], notes: ListenerNotes): string[] {
  const used = new Set<string>();
  for (const file of files) {
    for (const entry of file.listeners) {
      for (const key of [`${entry.callback}@${file.facts}`, `${entry.callback}@${entry.hook}`, entry.callback]) used.add(key);
    }
  }
  return Object.entries(notes.notes).flatMap(([key, note]) => [
    ...(note.trim().split(/\s+/).length > NOTE_WORD_LIMIT ? [`${key}: more than ${NOTE_WORD_LIMIT} words`] : []),
    ...(used.has(key) ? [] : [`${key}: no listener in the facts has this callback`]),
  ]);
}

/** One row of a hook page's listener table. */
export interface ReferenceListener {
  priority: number | string;
  callback: string;
  /** Who adds it: `Gravity PDF`, `Core Booster`. */
  owner: string;
  note: string;
  file: string;
  line: number;
  url: string;
  /** The concrete hook name, for a dynamic hook. */
  listenedAs?: string;
  conditional: boolean;
  removed: boolean;
}

export interface ReferenceListeners {
  rows: ReferenceListener[];
  /** The lowest and highest numeric priority among the rows, for the sentence on ordering. */
  lowest?: number;
  highest?: number;
}

/** Readers' names of the repositories we scan. */
export const LISTENER_OWNERS: Record<string, string> = {
  'GravityPDF/gravity-pdf': 'Gravity PDF',
  'GravityPDF/gravity-pdf-core-booster': 'Core Booster',
  'GravityPDF/gravity-pdf-previewer': 'Previewer',
  'GravityPDF/gravity-pdf-bulk-generator': 'Bulk Generator',
  'GravityPDF/gravity-pdf-watermark': 'Watermark',
};

/**
 * A callback's note: filed under `callback@facts-file` (one version differs), `callback@hook` (one callback, different
 * work on different hooks, like `__return_true`), or the callback alone; the most specific wins.
 */
export function noteOf(entry: Pick<ListenerEntry, 'callback' | 'hook'>, facts: string, notes: ListenerNotes): string | undefined {
  const keys = [`${entry.callback}@${facts}`, `${entry.callback}@${entry.hook}`, entry.callback];
  for (const key of keys) {
    const note = notes.notes[key]?.trim();
    if (note) return note;
  }
  return undefined;
}

/** The rows for a hook (facts name or pattern), in the file's order (priority, then source position), or undefined if none. */
export function listenersOfHook(facts: ListenerFacts, hook: string, notes: ListenerNotes): ReferenceListeners | undefined {
  const rows = facts.listeners
    .filter((entry) => entry.hook === hook)
    .map<ReferenceListener>((entry) => ({
      priority: entry.priority,
      callback: entry.callback,
      owner: LISTENER_OWNERS[entry.repo] ?? entry.repo,
      note: noteOf(entry, facts.facts, notes) ?? '',
      file: entry.file,
      line: entry.line,
      url: `https://github.com/${entry.repo}/blob/${entry.tag}/${entry.file}#L${entry.line}`,
      ...(entry.listened_as && { listenedAs: entry.listened_as }),
      conditional: entry.conditional,
      removed: (entry.removed_at?.length ?? 0) > 0,
    }));
  if (rows.length === 0) return undefined;
  const numeric = rows.map((row) => row.priority).filter((priority): priority is number => typeof priority === 'number');
  return {
    rows,
    ...(numeric.length > 0 && { lowest: Math.min(...numeric), highest: Math.max(...numeric) }),
  };
}

/** Listeners with no reviewed note, as `callback (facts file:line)`, for the unit test and the content check. */
export function listenersWithoutNotes(files: readonly ListenerFacts[], notes: ListenerNotes): string[] {
  return files.flatMap((file) =>
    file.listeners
      .filter((entry) => noteOf(entry, file.facts, notes) === undefined)
      .map((entry) => `${entry.callback} (${file.facts}: ${entry.file}:${entry.line})`),
  );
}

/** The sentence under the table: which priorities run before and after the plugin's own callbacks. */
export function orderingSentence(listeners: ReferenceListeners, who: string): string {
  const { lowest, highest } = listeners;
  if (lowest === undefined || highest === undefined) return '';
  const span =
    listeners.rows.length === 1
      ? `A callback you add at a priority below ${lowest} runs before ${who}'s; above ${highest}, after it.`
      : `A callback you add at a priority below ${lowest} runs before all of ${who}'s own; above ${highest}, after all of them.`;
  return `${span} At an equal priority, callbacks run in the order they were added.`;
}
