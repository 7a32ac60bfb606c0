/**
 * Plain data (what JSON.parse could return) as YAML 1.2, in one linear pass: block mappings and
 * sequences, keys and strings plain when YAML reads them back as the same string, multi-line strings as
 * `|-` blocks, everything else as JSON's double-quoted form (valid YAML). The `yaml` package's stringify
 * took seconds on a 5 MB document (bench/README.md).
 */
const SPECIAL = /^(true|false|null|yes|no|on|off|y|n|~)$/i;
const PLAIN = /^[A-Za-z_/$][A-Za-z0-9 _./@$(),'+-]*$/;
/** A version such as 3.1.0: two dots or more, so no YAML schema reads it as a number (1.0 would be one). */
const VERSION = /^[0-9]+(\.[0-9]+){2,}$/;

function scalar(s: string): string {
  if (VERSION.test(s)) return s;
  return PLAIN.test(s) && !s.endsWith(' ') && !s.includes(' #') && !SPECIAL.test(s) ? s : JSON.stringify(s);
}

function isBlockable(s: string): boolean {
  // A literal block keeps every character but a final line break; its first line may not start with a space.
  return (
    s.includes('\n') &&
    !s.endsWith('\n') &&
    !/^[ \t]/.test(s) &&
    // eslint-disable-next-line no-control-regex -- control characters cannot go in a literal block
    !/[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029\r]/.test(s) &&
    !/\n[ \t]*$/.test(s)
  );
}

/** Keys repeat across a document (type, description, $ref…): each is written once. */
type KeyCache = Map<string, string>;
/** Short values repeat too (types, formats, $refs): each judged once per document; '' for one written as a block. */
const values = new Map<string, string>();

function key(k: string, keys: KeyCache): string {
  let written = keys.get(k);
  if (written === undefined) {
    written = scalar(k);
    keys.set(k, written);
  }
  return written;
}

/**
 * Writes `v` after `head` (what precedes it on its line: `key: `, `- `, or nothing). A non-empty mapping
 * or sequence starts on the next line at `indent`, unless `head` is a sequence item's dash (`inItem`):
 * then its first entry goes on the dash's line (`- a: 1`), as YAML writers do, and the rest at `indent`
 * (the dash's column plus two). Every line is pushed once, straight into `out`.
 */
function value(v: unknown, indent: string, out: string[], head: string, inItem: boolean, keys: KeyCache): void {
  if (v === null) out.push(`${head}null`);
  else if (typeof v === 'number') out.push(`${head}${Number.isFinite(v) ? String(v) : 'null'}`);
  else if (typeof v === 'boolean') out.push(`${head}${v ? 'true' : 'false'}`);
  else if (typeof v === 'string') {
    // Short strings repeat across a document (types, formats, $refs): each is judged once.
    if (v.length <= 64) {
      let written = values.get(v);
      if (written === undefined) {
        written = isBlockable(v) ? '' : scalar(v);
        values.set(v, written);
      }
      if (written !== '') {
        out.push(`${head}${written}`);
        return;
      }
    }
    if (isBlockable(v)) {
      out.push(`${head}|-`);
      // The block's lines are indented under the key, or under the item's content.
      const under = inItem ? indent : `${indent.slice(2)}  `;
      for (const line of v.split('\n')) out.push(line === '' ? '' : `${under}${line}`);
    } else out.push(`${head}${scalar(v)}`);
  } else if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push(`${head}[]`);
      return;
    }
    let first = inItem;
    if (!inItem && head !== '') out.push(head.trimEnd());
    for (const item of v) {
      const dash = first ? `${head}- ` : `${indent}- `;
      first = false;
      value(item, `${indent}  `, out, dash, true, keys);
    }
  } else if (typeof v === 'object') {
    const record = v as Record<string, unknown>;
    let first = inItem;
    let any = false;
    for (const k in record) {
      if (!Object.hasOwn(record, k)) continue;
      const child = record[k];
      if (child === undefined) continue;
      if (!any && !inItem && head !== '') out.push(head.trimEnd());
      any = true;
      const lead = first ? head : indent;
      first = false;
      value(child, `${indent}  `, out, `${lead}${key(k, keys)}: `, false, keys);
    }
    if (!any) out.push(`${head}{}`);
  }
}

/** Plain data as YAML text ending with a line break. */
export function printYamlData(data: unknown): string {
  const out: string[] = [];
  try {
    value(data, '', out, '', false, new Map());
  } finally {
    values.clear();
  }
  return `${out.join('\n')}\n`;
}
