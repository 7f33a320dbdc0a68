/**
 * The wording of content problems: each mistake the loader (./load.ts) finds,
 * said in plain words with its place ("file:line:column: field: what is wrong
 * (found …)") and, for the slips people make by hand in YAML, what to write
 * instead. The loader decides what is wrong; this file says it.
 */
import { isMap, isScalar, visit, type Document, type LineCounter } from 'yaml';
import type { z } from 'zod';

/** Plain words for the YAML slips people make by hand, by the parser's error code. */
const yamlHints: Record<string, string> = {
  TAB_AS_INDENT:
    'a tab in the indentation: YAML indents with spaces only, so replace the tab with spaces',
  BLOCK_AS_IMPLICIT_KEY:
    'a colon followed by a space inside a value starts a new field in YAML: put the whole value in double quotes ("like: this"), or write it on the lines below `>-`',
  MULTILINE_IMPLICIT_KEY:
    'a line that is not a field: indent it under the field above, or put a colon after the field name',
  DUPLICATE_KEY: 'this field is written twice in the same place: keep one',
  BAD_INDENT: 'the indentation does not line up with the fields around it',
  MISSING_CHAR: 'a quote or bracket is opened and never closed',
  BAD_DQ_ESCAPE:
    'a backslash inside double quotes starts an escape: write \\\\ for a backslash, or use single quotes',
};
const quoteHint =
  "a quote inside a quoted value ends it early: write the value without quotes, or in double quotes if it holds an apostrophe (\"I'm here\"), or double the apostrophe inside single quotes ('I''m here')";
/** The same slip in double quotes: another double quote inside ends the value there. */
const doubleQuoteHint =
  'a double quote inside a double-quoted value ends it early: write each one inside as \\" ("say \\"hi\\": then"), or write the value on the lines below `>-`, where quotes need nothing';

/** A parsed YAML document, with what turns its offsets into lines and columns. */
export interface Parsed {
  path: string;
  doc: Document;
  lines: LineCounter;
  /** Lines before the YAML starts in its file (a Markdown file's opening ---). */
  lineOffset: number;
}

export function place({ path, lines, lineOffset }: Parsed, offset: number): string {
  const { line, col } = lines.linePos(offset);
  return `${path}:${line + lineOffset}:${col}`;
}

/** YAML syntax mistakes, one line each, with a hint for the usual slips. */
export function syntaxProblems(parsed: Parsed, source: string): string[] {
  const lines = source.split('\n');
  return parsed.doc.errors.map((error) => {
    let { line, col } = parsed.lines.linePos(error.pos[0]);
    // A quote never closed is found at the end of the file: point at the line that opens it.
    if (error.code === 'MISSING_CHAR') {
      const opens = lines.findLastIndex(
        (text, index) => index < line && /:\s+(["'])(?:(?!\1).)*$/.test(text),
      );
      if (opens >= 0) [line, col] = [opens + 1, lines[opens]!.search(/["']/) + 1];
    }
    const text = lines[line - 1] ?? '';
    // A tab at the start of the line is the slip, whatever the parser makes of what follows.
    const tabbed = /^ *\t/.test(text);
    const quoted = /:\s+(['"]).*\1.+$/.test(text) || /:\s+'[^']*'[^']*'/.test(text);
    // A value that opens with a double quote (after its field's name, or a list's dash) and is
    // closed before its end, with more after: the parser
    // may read what follows as a new field (a colon and a space in it), but the slip is the quote.
    const doubleQuoted = /^\s*(?:-\s+)?(?:[^\s"'#:][^"'#:]*:\s+)?"(?:[^"\\]|\\.)*"\s*[^\s#]/.test(
      text,
    );
    const hint = tabbed
      ? yamlHints.TAB_AS_INDENT!
      : error.code === 'MISSING_CHAR' && /:\s+["']/.test(text)
        ? 'a quote is opened and never closed: end the value with the same quote, or write it without quotes'
        : (error.code === 'UNEXPECTED_TOKEN' || error.code === 'BLOCK_AS_IMPLICIT_KEY') &&
            doubleQuoted
          ? doubleQuoteHint
          : error.code === 'UNEXPECTED_TOKEN' && quoted
            ? quoteHint
            : (yamlHints[error.code] ?? error.message.split('\n')[0]!);
    return `${parsed.path}:${line + parsed.lineOffset}:${col}: ${hint}. The line reads: ${text.trim()}`;
  });
}

/**
 * Text that YAML reads as a comment but a person meant as words: in an unquoted
 * value, ` #` starts a comment, so `bio: I like C and #hardware` loses
 * "#hardware". A comment straight after a value with no space after its `#`
 * is taken for such words.
 */
export function lostTextProblems(parsed: Parsed): string[] {
  const problems: string[] = [];
  visit(parsed.doc, {
    Scalar(_key, node) {
      if (node.type === 'PLAIN' && node.comment && !/^\s/.test(node.comment) && node.range)
        problems.push(
          `${place(parsed, node.range[0])}: the text after " #" is read as a comment and lost (#${node.comment}): put the whole value in double quotes, or write it on the lines below \`>-\``,
        );
    },
  });
  return problems;
}

/** "card.highlights[1]" from a path inside a file. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (field, key) =>
      typeof key === 'number'
        ? `${field}[${key}]`
        : field
          ? `${field}.${String(key)}`
          : String(key),
    '',
  );
}

export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}

/** The node at a path, or the nearest one above it that is there (for a missing field, its parent). */
export function nearestNode(
  doc: Document,
  path: readonly PropertyKey[],
): { range?: readonly number[] } {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = doc.getIn(path.slice(0, depth) as unknown[], true) as
      { range?: readonly number[] } | undefined;
    if (node?.range) return node;
  }
  return { range: [0] };
}

/** The key of a field (`titel` in `titel: …`), where a misspelt field is written. */
function keyNode(doc: Document, path: readonly PropertyKey[], key: string) {
  const map = doc.getIn(path as unknown[], true);
  const pair = isMap(map)
    ? map.items.find((item) => isScalar(item.key) && item.key.value === key)
    : undefined;
  return (isScalar(pair?.key) ? pair.key : undefined) ?? nearestNode(doc, [...path, key]);
}

/** What a missing field must be, in words: "a text", "a list", "a set of fields". */
function expected(message: string): string {
  const type = /^Invalid input: expected (\w+)/.exec(message)?.[1];
  if (!type) return message;
  const words: Record<string, string> = {
    string: 'a text',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list (lines starting with "- ")',
    object: 'a set of fields, indented under it',
  };
  return `must be ${words[type] ?? `a ${type}`}`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (inner, key) =>
      inner !== null && typeof inner === 'object'
        ? (inner as Record<PropertyKey, unknown>)[key]
        : undefined,
    value,
  );
}

/** Checks parsed data against a schema: the value, or one line per wrong field with its place. */
export function checked<S extends z.ZodType>(
  parsed: Parsed,
  data: unknown,
  schema: S,
  prefix: readonly PropertyKey[] = [],
): { value?: z.output<S>; problems: string[] } {
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data, problems: [] };
  const problems: string[] = [];
  const fields = new Set<string>();
  // A misspelt field is said once, as misspelt: the field it stands for is not also "missing".
  for (const issue of result.error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const path = [...prefix, ...issue.path];
    for (const key of issue.keys) {
      const meant = didYouMean(key, schema, issue.path);
      if (meant) fields.add(fieldName([...path, meant]));
      const where = place(parsed, keyNode(parsed.doc, path, key).range?.[0] ?? 0);
      problems.push(
        `${where}: ${fieldName([...path, key])}: is not a field here${meant ? ` (did you mean ${meant}?)` : ''}; check its spelling, or delete it`,
      );
    }
  }
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') continue;
    const path = [...prefix, ...issue.path];
    const field = fieldName(path) || '(the file)';
    // One line per field: its first problem (a bad link fails several checks at once).
    if (fields.has(field)) continue;
    fields.add(field);
    const found = valueAt(data, issue.path);
    const where = place(parsed, nearestNode(parsed.doc, path).range?.[0] ?? 0);
    problems.push(
      found === undefined
        ? `${where}: ${field}: is missing: add it (it ${expected(issue.message)})`
        : `${where}: ${field}: ${issue.message} (found ${shown(found)})`,
    );
  }
  return { problems };
}

/** The known field an unknown one is one letter or two from ("titel" → "title"), or ''. */
function didYouMean(key: string, schema: z.ZodType, path: readonly PropertyKey[]): string {
  let shape: unknown = schema;
  for (const step of path) {
    if (typeof step === 'symbol') return '';
    const def = (shape as { def?: { shape?: Record<string, unknown>; element?: unknown } }).def;
    shape = typeof step === 'number' ? def?.element : def?.shape?.[step];
    while ((shape as { def?: { innerType?: unknown } })?.def?.innerType)
      shape = (shape as { def: { innerType: unknown } }).def.innerType;
  }
  const known = Object.keys((shape as { def?: { shape?: object } })?.def?.shape ?? {});
  const near = known.find((name) => editDistance(name.toLowerCase(), key.toLowerCase()) <= 2);
  return near ?? '';
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const saved = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length]!;
}

/** Every problem of the content as one message, a line each: what the build stops with. */
export function problemsMessage(problems: readonly string[]): string {
  return `The content has ${problems.length} mistake(s); fix them and build again:\n${problems
    .map((problem) => `  - ${problem}`)
    .join('\n')}`;
}
