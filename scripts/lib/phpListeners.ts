// Finds the callbacks a PHP file attaches to hooks (`add_filter`/`add_action`) and takes off them (`remove_filter`,
// `remove_action`, `remove_all_filters`, `remove_all_actions`), with the rules the hook facts follow
// (scripts/lib/phpHooks.ts): comments skipped, strings read only as strings, calls spanning lines read whole. Each call
// is resolved as far as the source allows: the hook's name (a name built at run time stays a pattern, a variable is read
// from its assignment just above), the callback (`[ $this, 'm' ]` → `Class::m` by the enclosing class), the priority
// (default 10) and the number of accepted arguments (default 1). What cannot be resolved is said, never guessed.
// Pure: the caller reads the files (scripts/listeners.ts).
import { closingBracket, hookCallsIn, literalText, splitArguments, withoutComments, withoutStringContents } from './phpHooks';

export type ListenerFunction =
  'add_filter' | 'add_action' | 'remove_filter' | 'remove_action' | 'remove_all_filters' | 'remove_all_actions';

export interface ListenerCall {
  function: ListenerFunction;
  /** The hook's name, or its pattern when built at run time (`gfpdf_{$this->get_slug()}_license_check`); undefined when no literal part is known. */
  name?: string;
  /** The first argument exactly as written (whitespace collapsed). */
  nameExpression: string;
  /** The callback as written (whitespace collapsed); empty for remove_all_*. */
  callbackExpression: string;
  callback: ParsedCallback;
  /** As written when it is not a plain integer (a constant, an expression); default 10. */
  priority: number | string;
  /** Default 1 (add_* only). */
  acceptedArgs?: number | string;
  file: string;
  line: number;
  /** `Class::method` or `function` where the call sits; undefined at file level. */
  enclosing?: string;
  /** True when the call sits inside a block of its method or file (an `if`, a loop, a closure), so it runs only sometimes. */
  conditional: boolean;
}

export type ParsedCallback =
  /** `Class::method`, `function`, or `closure in Class::method`. */
  | { kind: 'method' | 'function' | 'closure'; name: string }
  /** A method on an object the file does not name (`$this->model`, `$compat`): the class is found later, if at all. */
  | { kind: 'object-method'; object: string; method: string; enclosingClass?: string }
  | { kind: 'unknown'; name: string };

const FUNCTIONS = ['add_filter', 'add_action', 'remove_filter', 'remove_action', 'remove_all_filters', 'remove_all_actions'];
const CALL = new RegExp(`(?<![\\w$>:])\\\\?(${FUNCTIONS.join('|')})\\s*\\(`, 'g');

export interface Scope {
  kind: 'class' | 'function';
  name: string;
  /** Index of the body's `{` and its `}` in the source. */
  start: number;
  end: number;
}

/** The classes (traits, interfaces) and functions of a PHP file (comments already blanked), with their bodies' extents. */
export function scopesOf(code: string): Scope[] {
  const blank = withoutStringContents(code);
  const scopes: Scope[] = [];
  const pattern = /\b(class|trait|interface|function)\s+&?\s*([A-Za-z_]\w*)/g;
  for (const match of blank.matchAll(pattern)) {
    // `Foo::class` and `new class` are not declarations.
    if (/(::|new\s+)$/.test(blank.slice(Math.max(0, match.index - 6), match.index))) continue;
    const open = blank.indexOf('{', match.index + match[0].length);
    const semicolon = blank.indexOf(';', match.index + match[0].length);
    // An abstract or interface method has no body.
    if (open === -1 || (semicolon !== -1 && semicolon < open && match[1] === 'function')) continue;
    const close = closingBracket(code, open);
    if (close === -1) continue;
    scopes.push({ kind: match[1] === 'function' ? 'function' : 'class', name: match[2]!, start: open, end: close });
  }
  return scopes;
}

/** The class and the function (method) around a position. */
export function enclosingAt(scopes: readonly Scope[], index: number): { className?: string; functionName?: string; body?: Scope } {
  const around = scopes.filter((scope) => scope.start < index && index < scope.end);
  const innermost = (kind: Scope['kind']) => around.filter((scope) => scope.kind === kind).sort((a, b) => b.start - a.start)[0];
  const fn = innermost('function');
  const cls = innermost('class');
  return { className: cls?.name, functionName: fn?.name, body: fn ?? cls };
}

/** `Class::method`, `function` or undefined, for messages and closure names. */
function enclosingName(className: string | undefined, functionName: string | undefined): string | undefined {
  if (functionName && className) return `${className}::${functionName}`;
  return functionName ?? className;
}

/** Does a `{` block open between the body's start and the position without closing before it (an if, loop, closure)? */
function insideBlock(code: string, bodyStart: number, index: number): boolean {
  const blank = withoutStringContents(code);
  let depth = 0;
  for (let position = bodyStart + 1; position < index; position += 1) {
    const char = blank[position];
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
  }
  if (depth > 0) return true;
  // A braceless `if ( … ) add_filter(…);` or `cond && add_filter(…)`: the statement before the call on its own line.
  const statementStart = Math.max(blank.lastIndexOf(';', index), blank.lastIndexOf('{', index), blank.lastIndexOf('}', index));
  return /\b(if|elseif|else|foreach|for|while)\b|&&|\|\||\?/.test(blank.slice(statementStart + 1, index));
}

/** A callback as written → what it names, using the class and function around it. */
export function parseCallback(expression: string, className?: string, functionName?: string): ParsedCallback {
  const text = expression.replace(/\s+/g, ' ').trim();
  if (/^(static\s+)?(function|fn)\s*\(/i.test(text)) {
    const where = enclosingName(className, functionName);
    return { kind: 'closure', name: where ? `closure in ${where}` : 'closure at file level' };
  }
  const literal = literalText(text);
  if (literal !== undefined) {
    return literal.includes('::')
      ? { kind: 'method', name: literal.replace(/^\\/, '') }
      : { kind: 'function', name: literal.replace(/^\\/, '') };
  }
  const array = /^\[\s*(.*)\s*\]$/s.exec(text) ?? /^array\s*\(\s*(.*)\s*\)$/is.exec(text);
  if (array) {
    const [target, method] = splitArguments(array[1]!);
    const methodName = method === undefined ? undefined : literalText(method);
    if (target !== undefined && methodName !== undefined) {
      if (target === '$this' || target === 'self::class' || target === 'static::class' || target === '__CLASS__') {
        return className ? { kind: 'method', name: `${className}::${methodName}` } : { kind: 'unknown', name: text };
      }
      const targetLiteral = literalText(target);
      if (targetLiteral !== undefined) return { kind: 'method', name: `${targetLiteral.replace(/^\\/, '')}::${methodName}` };
      const classConstant = /^\\?([\w\\]+)::class$/.exec(target);
      if (classConstant) return { kind: 'method', name: `${classConstant[1]!.split('\\').at(-1)}::${methodName}` };
      if (/^\$[\w>\-[\]'"]+$/.test(target)) {
        return { kind: 'object-method', object: target, method: methodName, ...(className && { enclosingClass: className }) };
      }
    }
  }
  return { kind: 'unknown', name: text };
}

/** An integer argument as a number, anything else as written. */
function numberOr(expression: string | undefined, fallback: number): number | string {
  if (expression === undefined) return fallback;
  return /^-?\d+$/.test(expression) ? Number(expression) : expression;
}

/** Every add/remove call in a PHP file. */
export function listenerCallsInPhp(source: string, file: string): ListenerCall[] {
  const code = withoutComments(source);
  const scopes = scopesOf(code);
  const calls: ListenerCall[] = [];
  for (const { function: called, index, args, name } of hookCallsIn(code, CALL)) {
    const fn = called as ListenerFunction;
    const first = args[0]!;
    const { className, functionName, body } = enclosingAt(scopes, index);
    const removeAll = fn === 'remove_all_filters' || fn === 'remove_all_actions';
    const callbackExpression = removeAll ? '' : (args[1] ?? '');
    const enclosing = enclosingName(className, functionName);
    calls.push({
      function: fn,
      ...(name !== undefined && { name }),
      nameExpression: first,
      callbackExpression,
      callback: removeAll ? { kind: 'unknown', name: '(every callback)' } : parseCallback(callbackExpression, className, functionName),
      priority: numberOr(removeAll ? args[1] : args[2], 10),
      ...(fn.startsWith('add_') && { acceptedArgs: numberOr(args[3], 1) }),
      file,
      line: code.slice(0, index).split('\n').length,
      ...(enclosing && { enclosing }),
      conditional: insideBlock(code, body?.kind === 'function' ? body.start : -1, index),
    });
  }
  return calls;
}

/** The methods each class of a file defines, and the types its properties are documented or injected as. */
export interface ClassInfo {
  name: string;
  file: string;
  /** The parent class's short name, if it extends one. */
  extends?: string;
  methods: Set<string>;
  /** `model` → [`Helper_Abstract_Model`, `Model_PDF`], from `@var` above the property and `@param` of the constructor. */
  propertyTypes: Map<string, string[]>;
}

/** What a file's classes define, for resolving `[ $this->model, 'method' ]`. */
export function classesInPhp(source: string, file: string): ClassInfo[] {
  const code = withoutComments(source);
  const scopes = scopesOf(code);
  return scopes
    .filter((scope) => scope.kind === 'class')
    .map((cls) => {
      const methods = new Set(
        scopes.filter((scope) => scope.kind === 'function' && scope.start > cls.start && scope.end < cls.end).map((scope) => scope.name),
      );
      // Abstract methods have no body but still belong to the class's interface; they resolve nothing.
      const body = source.slice(cls.start, cls.end);
      const propertyTypes = new Map<string, string[]>();
      const addTypes = (property: string, types: string) => {
        const list = types
          .split('|')
          .map((type) => type.replace(/^\\/, '').split('\\').at(-1)!.trim())
          .filter(Boolean);
        propertyTypes.set(property, [...(propertyTypes.get(property) ?? []), ...list]);
      };
      for (const match of body.matchAll(
        /@var\s+([\w\\|]+)[^/]*?\*\/\s*(?:(?:public|protected|private|static|readonly|var)\s+)+(?:[\w\\?|]+\s+)?\$(\w+)/g,
      )) {
        addTypes(match[2]!, match[1]!);
      }
      for (const match of body.matchAll(/(?:public|protected|private)\s+(?:readonly\s+)?\??([A-Z][\w\\]*)\s+\$(\w+)\s*[;=]/g)) {
        addTypes(match[2]!, match[1]!);
      }
      // The constructor: `@param Type $x` and `Type $x` in its signature, then `$this->prop = $x;` in its body.
      const constructor = /((?:\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?)(?:public\s+)?function\s+__construct\s*\(([^)]*)\)\s*\{/.exec(body);
      if (constructor) {
        const types = new Map<string, string[]>();
        for (const match of constructor[1]!.matchAll(/@param\s+([\w\\|]+)\s+\$(\w+)/g)) types.set(match[2]!, match[1]!.split('|'));
        for (const match of constructor[2]!.matchAll(/([\w\\]+)\s+\$(\w+)/g))
          types.set(match[2]!, [...(types.get(match[2]!) ?? []), match[1]!]);
        const constructorBody = body.slice(constructor.index + constructor[0].length - 1);
        const end = closingBracket(constructorBody, 0);
        for (const match of constructorBody.slice(0, end).matchAll(/\$this->(\w+)\s*=\s*\$(\w+)\s*;/g)) {
          const found = types.get(match[2]!);
          if (found) addTypes(match[1]!, found.join('|'));
        }
      }
      const parent = new RegExp(`\\b(?:class|trait)\\s+${cls.name}\\s+extends\\s+\\\\?([\\w\\\\]+)`).exec(code)?.[1];
      return { name: cls.name, file, ...(parent && { extends: parent.split('\\').at(-1)! }), methods, propertyTypes };
    });
}

/**
 * A method on an object (`[ $this->model, 'middle_active' ]`) → `Class::method`: the class among those that define the
 * method whose name the property's documented or injected types give, else the only class that defines it. When no
 * class defines it but the property's one concrete type inherits `__call` (the plugin's views load a template file of
 * that name), `via` says so. Undefined when the source does not settle it (the caller keeps the expression).
 */
export function resolveObjectMethod(callback: ParsedCallback, classes: readonly ClassInfo[]): { name: string; via?: '__call' } | undefined {
  if (callback.kind !== 'object-method') return undefined;
  const lower = callback.method.toLowerCase();
  const defines = (cls: ClassInfo, method: string) => [...cls.methods].some((name) => name.toLowerCase() === method);
  const definers = classes.filter((cls) => defines(cls, lower));
  const property = /^\$this->(\w+)$/.exec(callback.object)?.[1];
  const types = property && callback.enclosingClass ? inheritedPropertyTypes(callback.enclosingClass, property, classes) : [];
  const typed = definers.filter((cls) => types.includes(cls.name));
  // Prefer a concrete documented type over the abstract one it extends.
  const concrete = typed.filter((cls) => !/Abstract/.test(cls.name));
  const chosen = concrete.length === 1 ? concrete : typed;
  if (chosen.length === 1) return { name: `${chosen[0]!.name}::${callback.method}` };
  if (definers.length === 1) return { name: `${definers[0]!.name}::${callback.method}` };
  if (definers.length === 0) {
    const concreteTypes = classes.filter((cls) => types.includes(cls.name) && !/Abstract/.test(cls.name));
    if (concreteTypes.length === 1 && ancestry(concreteTypes[0]!, classes).some((cls) => defines(cls, '__call'))) {
      return { name: `${concreteTypes[0]!.name}::${callback.method}`, via: '__call' };
    }
  }
  return undefined;
}

/** A class and the classes it extends, as far as the scanned files have them. */
function ancestry(cls: ClassInfo, classes: readonly ClassInfo[]): ClassInfo[] {
  const chain = [cls];
  let current: ClassInfo | undefined = cls;
  while (current?.extends && chain.length < 10) {
    current = classes.find((candidate) => candidate.name === current!.extends);
    if (current) chain.push(current);
  }
  return chain;
}

/** A property's documented or injected types, looked up in the class and the classes it extends. */
function inheritedPropertyTypes(className: string, property: string, classes: readonly ClassInfo[]): string[] {
  const owner = classes.find((cls) => cls.name === className);
  return owner ? ancestry(owner, classes).flatMap((cls) => cls.propertyTypes.get(property) ?? []) : [];
}

/** A hook pattern (`gfpdf_settings_{$tab}_sanitize`) as a regular expression over concrete names. */
export function patternRegExp(pattern: string): RegExp {
  const parts = pattern.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}

/** The literal part of a pattern, so the most specific of several matching patterns wins. */
function literalLength(pattern: string): number {
  return pattern.replace(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/g, '').length;
}

/** Prefixes so short that a pattern made of them and one run-time part matches any hook (`gfpdf_{$args['id']}`). */
const TOO_GENERAL = /^(gfpdf|gfpdfe)_?$/;

export type HookMatch =
  | { status: 'exact'; hook: string }
  | { status: 'pattern'; hook: string }
  | { status: 'none' }
  | { status: 'ambiguous'; hooks: string[] }
  /** Only a catch-all pattern such as `gfpdf_{$args['id']}` matches: the source does not say the name is fired there. */
  | { status: 'general'; hooks: string[] };

/** Which of the facts' hooks a listened name is: the same name, else the most specific dynamic pattern it fits. */
export function matchHook(name: string, hookNames: readonly string[]): HookMatch {
  if (hookNames.includes(name)) return { status: 'exact', hook: name };
  // A listener's own pattern (`gfpdf_{$this->get_slug()}_license_check`) matches only the same pattern.
  if (/\{/.test(name)) return { status: 'none' };
  const fits = hookNames.filter((hook) => hook.includes('{') && patternRegExp(hook).test(name));
  const specific = fits.filter((hook) => !TOO_GENERAL.test(hook.replace(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/g, '')));
  if (specific.length === 0) return fits.length ? { status: 'general', hooks: fits } : { status: 'none' };
  const best = Math.max(...specific.map(literalLength));
  const top = specific.filter((hook) => literalLength(hook) === best);
  return top.length === 1 ? { status: 'pattern', hook: top[0]! } : { status: 'ambiguous', hooks: top };
}
