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

function value(v: unknown, indent: string, out: string[], inline: string): void {
  if (v === null || typeof v === 'number' || typeof v === 'boolean') {
    out.push(`${inline}${JSON.stringify(v)}`);
  } else if (typeof v === 'string') {
    if (isBlockable(v)) {
      out.push(`${inline}|-`);
      for (const line of v.split('\n')) out.push(line === '' ? '' : `${indent}  ${line}`);
    } else out.push(`${inline}${scalar(v)}`);
  } else if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push(`${inline}[]`);
      return;
    }
    if (inline !== '') out.push(inline.trimEnd());
    for (const item of v) {
      if (item !== null && typeof item === 'object' && !(Array.isArray(item) && item.length === 0) && Object.keys(item).length > 0) {
        const lines: string[] = [];
        value(item, `${indent}  `, lines, '');
        // The first line of the item goes after the dash.
        out.push(`${indent}- ${(lines[0] ?? '').slice(indent.length + 2)}`, ...lines.slice(1));
      } else value(item, `${indent}  `, out, `${indent}- `);
    }
  } else if (typeof v === 'object') {
    const keys = Object.keys(v as object);
    if (keys.length === 0) {
      out.push(`${inline}{}`);
      return;
    }
    if (inline !== '') out.push(inline.trimEnd());
    for (const k of keys) {
      const child = (v as Record<string, unknown>)[k];
      if (child === undefined) continue;
      value(child, `${indent}  `, out, `${indent}${scalar(k)}: `);
    }
  }
}

/** Plain data as YAML text ending with a line break. */
export function printYamlData(data: unknown): string {
  const out: string[] = [];
  value(data, '', out, '');
  return `${out.join('\n')}\n`;
}
