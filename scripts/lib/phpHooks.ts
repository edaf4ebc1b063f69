// Finds the hooks a PHP file fires, by the rules the facts files follow (catalogue/facts/README.md): calls of
// apply_filters*, do_action* whose name starts with `gfpdf` (or is one of the plugin's other-prefix hooks), with strings
// and comments skipped and calls spanning lines read whole; a name built at run time becomes its pattern (`'gfpdf_x_' .
// $form['id']` → `gfpdf_x_{$form['id']}`), a name held in a variable is read from its assignment just above.

export interface FiredHook {
  name: string;
  kind: 'filter' | 'action';
  /** The arguments after the name, whitespace collapsed (array elements for *_ref_array and *_deprecated). */
  args: string[];
  file: string;
  line: number;
  deprecated: boolean;
}

const FUNCTIONS: Record<string, { kind: 'filter' | 'action'; arrayArgs: boolean; deprecated: boolean }> = {
  apply_filters: { kind: 'filter', arrayArgs: false, deprecated: false },
  apply_filters_ref_array: { kind: 'filter', arrayArgs: true, deprecated: false },
  apply_filters_deprecated: { kind: 'filter', arrayArgs: true, deprecated: true },
  do_action: { kind: 'action', arrayArgs: false, deprecated: false },
  do_action_ref_array: { kind: 'action', arrayArgs: true, deprecated: false },
  do_action_deprecated: { kind: 'action', arrayArgs: true, deprecated: true },
};

/** The plugin's own hooks whose names do not start with `gfpdf`. */
export const OTHER_PREFIX_HOOKS = new Set(['gravitypdf_registered_tooltips', 'mpdf_font_data', 'gpdf_mpdf_font_descriptor']);

export function isPluginHook(name: string): boolean {
  return name.startsWith('gfpdf') || OTHER_PREFIX_HOOKS.has(name);
}

/** The source with comments blanked (line breaks kept, so positions and lines stay true); strings are left alone. */
export function withoutComments(source: string): string {
  let out = '';
  let index = 0;
  let inPhp = false;
  while (index < source.length) {
    if (!inPhp) {
      const open = source.indexOf('<?php', index);
      const short = source.indexOf('<?=', index);
      const next = [open, short].filter((position) => position >= 0).sort((a, b) => a - b)[0];
      if (next === undefined) {
        out += source.slice(index).replace(/[^\n]/g, ' ');
        break;
      }
      out += source.slice(index, next).replace(/[^\n]/g, ' ');
      index = next;
      inPhp = true;
      continue;
    }
    const char = source[index]!;
    const pair = source.slice(index, index + 2);
    if (pair === '?>') {
      inPhp = false;
      out += '  ';
      index += 2;
    } else if (pair === '//' || char === '#') {
      let end = index;
      while (end < source.length && source[end] !== '\n' && source.slice(end, end + 2) !== '?>') end += 1;
      out += ' '.repeat(end - index);
      index = end;
    } else if (pair === '/*') {
      const end = source.indexOf('*/', index + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(index, stop).replace(/[^\n]/g, ' ');
      index = stop;
    } else if (char === "'" || char === '"') {
      const end = stringEnd(source, index);
      out += source.slice(index, end);
      index = end;
    } else if (source.startsWith('<<<', index)) {
      const header = /^<<<\s*(['"]?)(\w+)\1\r?\n/.exec(source.slice(index));
      if (!header) {
        out += char;
        index += 1;
        continue;
      }
      const close = new RegExp(`\\n[ \\t]*${header[2]}\\b`, 'g');
      close.lastIndex = index + header[0].length - 1;
      const found = close.exec(source);
      const stop = found ? found.index + found[0].length : source.length;
      out += source.slice(index, stop);
      index = stop;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

/** The index just after the string literal that starts at `start`. */
function stringEnd(source: string, start: number): number {
  const quote = source[start];
  let index = start + 1;
  while (index < source.length) {
    if (source[index] === '\\') index += 2;
    else if (source[index] === quote) return index + 1;
    else index += 1;
  }
  return source.length;
}

/**
 * Splits PHP code at the positions `isSeparator` accepts, counting only those outside brackets and strings. Each part
 * is returned as written, without the separator.
 */
function splitTopLevel(text: string, isSeparator: (char: string, index: number) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === "'" || char === '"') {
      index = stringEnd(text, index);
      continue;
    }
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (depth === 0 && isSeparator(char, index)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
    index += 1;
  }
  parts.push(text.slice(start));
  return parts;
}

/** Splits a call's argument text on top-level commas (outside brackets and strings). */
export function splitArguments(text: string): string[] {
  return splitTopLevel(text, (char) => char === ',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
}

/** The index of the bracket that closes the one at `open`. */
export function closingBracket(text: string, open: number): number {
  let depth = 0;
  let index = open;
  while (index < text.length) {
    const char = text[index]!;
    if (char === "'" || char === '"') {
      index = stringEnd(text, index);
      continue;
    }
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      depth -= 1;
      if (depth === 0) return index;
    }
    index += 1;
  }
  return -1;
}

/** A PHP string literal's text (single: as written; double: escapes kept, interpolation as `{$…}`). */
export function literalText(literal: string): string | undefined {
  if (/^'(?:[^'\\]|\\.)*'$/.test(literal)) return literal.slice(1, -1).replace(/\\(['\\])/g, '$1');
  if (/^"(?:[^"\\]|\\.)*"$/.test(literal)) {
    return literal.slice(1, -1).replace(/(?<!\{)\$([A-Za-z_]\w*(?:->\w+|\[[^\]]*\])*)/g, '{$$$1}');
  }
  return undefined;
}

/** A hook name expression as its name or pattern: literals joined, run-time parts as `{expression}`. */
export function namePattern(expression: string): string | undefined {
  const pieces = splitConcatenation(expression);
  if (pieces.length === 0) return undefined;
  let name = '';
  let literal = false;
  for (const piece of pieces) {
    const text = literalText(piece);
    if (text !== undefined) {
      name += text;
      literal = true;
    } else {
      name += `{${piece}}`;
    }
  }
  return literal ? name : undefined;
}

/** `'a' . $b . "c"` → its operands (top-level `.` only; not a decimal point or `.=`). */
function splitConcatenation(expression: string): string[] {
  const isConcatenation = (char: string, index: number) =>
    char === '.' && !/\d/.test(expression[index + 1] ?? '') && expression[index + 1] !== '=';
  return splitTopLevel(expression, isConcatenation)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The elements of an array literal (`[ a, b ]` or `array( a, b )`), or the expression itself when it is not one. */
function arrayElements(expression: string): string[] {
  const short = /^\[([\s\S]*)\]$/.exec(expression);
  const long = /^array\s*\(([\s\S]*)\)$/i.exec(expression);
  const inner = short?.[1] ?? long?.[1];
  return inner === undefined ? [expression] : splitArguments(inner);
}

/** The facts files' rule: an array literal of more than 320 characters is named by its length and top-level keys. */
export function summariseArgument(argument: string): string {
  const isArray = /^\[[\s\S]*\]$/.test(argument) || /^array\s*\([\s\S]*\)$/i.test(argument);
  if (!isArray || argument.length <= 320) return argument;
  const keys = arrayElements(argument)
    .map((element) => /^('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\d+)\s*=>/.exec(element)?.[1])
    .filter((key): key is string => key !== undefined);
  return `[array literal summarised: ${argument.length} chars, top-level keys: ${keys.join(', ')}]`;
}

const CALL = new RegExp(`(?<![\\w$>:])\\\\?(${Object.keys(FUNCTIONS).join('|')})\\s*\\(`, 'g');

/** The code with the inside of every string blanked (quotes and positions kept): calls are looked for outside strings. */
export function withoutStringContents(code: string): string {
  let out = '';
  let index = 0;
  while (index < code.length) {
    const char = code[index]!;
    if (char === "'" || char === '"') {
      const end = stringEnd(code, index);
      out += char + code.slice(index + 1, end - 1).replace(/[^\n]/g, ' ') + (end - 1 > index ? code[end - 1] : '');
      index = end;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

/** One call of a hook function found in PHP code (comments removed): the function, where, its arguments, the hook name. */
export interface HookCall {
  /** The function called (`apply_filters`, `add_action`…): the pattern's first group. */
  function: string;
  /** Where the call's name starts in the code. */
  index: number;
  /** The call's arguments as written, split at top-level commas. */
  args: string[];
  /** The hook name as a pattern (`gfpdf_{$type}`), when the first argument (or the variable it names) says it. */
  name?: string;
}

/**
 * The calls in `code` (comments already removed) of the functions `pattern` names, whose first argument is the hook
 * name: shared by the scan of hooks fired (below) and of callbacks attached (phpListeners.ts).
 */
export function* hookCallsIn(code: string, pattern: RegExp): Generator<HookCall> {
  for (const match of withoutStringContents(code).matchAll(pattern)) {
    const open = match.index + match[0].length - 1;
    // A definition (`function apply_filters(`) is not a call.
    if (/function\s+\\?$/.test(code.slice(Math.max(0, match.index - 12), match.index))) continue;
    const close = closingBracket(code, open);
    if (close === -1) continue;
    const args = splitArguments(code.slice(open + 1, close));
    const first = args[0];
    if (!first) continue;
    let name = namePattern(first);
    if (name === undefined && /^\$\w+$/.test(first)) {
      // A name held in a variable: its nearest assignment above the call.
      const assignments = [...code.slice(0, match.index).matchAll(new RegExp(`\\${first}\\s*=\\s*([^;]+);`, 'g'))];
      const last = assignments.at(-1)?.[1];
      name = last ? namePattern(last.trim()) : undefined;
    }
    yield { function: match[1]!, index: match.index, args, ...(name !== undefined && { name }) };
  }
}

/** Every plugin hook a PHP file fires. */
export function hooksInPhp(source: string, file: string): FiredHook[] {
  const code = withoutComments(source);
  const hooks: FiredHook[] = [];
  for (const { function: called, index, args, name } of hookCallsIn(code, CALL)) {
    const spec = FUNCTIONS[called]!;
    if (!name || !isPluginHook(name)) continue;
    const rest = args.slice(1);
    const passed = spec.arrayArgs && rest[0] !== undefined ? arrayElements(rest[0]) : rest;
    const line = code.slice(0, index).split('\n').length;
    hooks.push({ name, kind: spec.kind, args: passed.map(summariseArgument), file, line, deprecated: spec.deprecated });
  }
  return hooks;
}
