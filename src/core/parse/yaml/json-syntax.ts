/** A JSON syntax error: where it is (offsets into the text) and what was expected there. */
export interface JsonSyntaxError {
  readonly from: number;
  readonly to: number;
  readonly expected: string;
  readonly found: string;
}

/** Describes the text at `i` for a message: `end of text`, or the character in backticks. */
function describeAt(text: string, i: number): string {
  if (i >= text.length) return 'the end of the text';
  const c = text[i] ?? '';
  if (c === '\n' || c === '\r') return 'a line break';
  return `\`${c}\``;
}

/** The end of a JSON string starting at `i` (a quote), or an error. */
function scanString(text: string, i: number): number | JsonSyntaxError {
  let j = i + 1;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === 34) return j + 1;
    if (c < 0x20) return { from: j, to: j + 1, expected: 'a closing `"` (control characters must be escaped)', found: describeAt(text, j) };
    if (c === 92) {
      const e = text[j + 1] ?? '';
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6)))
          return { from: j, to: Math.min(text.length, j + 6), expected: 'four hex digits after `\\u`', found: describeAt(text, j + 2) };
        j += 6;
        continue;
      }
      if (!'"\\/bfnrt'.includes(e) || e === '')
        return { from: j, to: j + 2, expected: 'a valid escape (`\\"`, `\\\\`, `\\n`, `\\u00e9`…)', found: describeAt(text, j + 1) };
      j += 2;
      continue;
    }
    j++;
  }
  return { from: i, to: text.length, expected: 'a closing `"`', found: 'the end of the text' };
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

/** The end of a scalar (string, number, literal) at `i`, or an error. */
function scanScalar(text: string, i: number): number | JsonSyntaxError {
  const c = text[i];
  if (c === '"') return scanString(text, i);
  for (const lit of ['true', 'false', 'null']) if (text.startsWith(lit, i)) return i + lit.length;
  NUMBER.lastIndex = i;
  if ((c === '-' || (c !== undefined && c >= '0' && c <= '9')) && NUMBER.test(text)) return NUMBER.lastIndex;
  return {
    from: i,
    to: Math.min(text.length, i + 1),
    expected: 'a value (text in double quotes, a number, true, false, null, `{` or `[`)',
    found: describeAt(text, i),
  };
}

/**
 * Finds the first syntax error of a JSON text (RFC 8259), iteratively (any depth, linear time);
 * null when the text is valid JSON.
 */
export function findJsonError(text: string): JsonSyntaxError | null {
  const stack: ('{' | '[')[] = [];
  // What may come next: a value, an object key (or `}` when `first`), a `:`, or `,`/closer.
  let want: 'value' | 'key' | 'colon' | 'next' = 'value';
  let first = false;
  let i = 0;
  const skip = (): void => {
    // JSON's white space: space, tab, line feed, carriage return.
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(i)) i++;
  };
  const err = (expected: string): JsonSyntaxError => ({ from: i, to: Math.min(text.length, i + 1), expected, found: describeAt(text, i) });
  for (;;) {
    skip();
    const c = text[i];
    if (want === 'value') {
      if (c === ']' && first && stack[stack.length - 1] === '[') {
        stack.pop();
        i++;
        want = 'next';
      } else if (c === '{' || c === '[') {
        stack.push(c);
        i++;
        want = c === '{' ? 'key' : 'value';
        first = true;
        continue;
      } else {
        const end = scanScalar(text, i);
        if (typeof end !== 'number') return end;
        i = end;
        want = 'next';
      }
      first = false;
    } else if (want === 'key') {
      if (c === '}' && first) {
        stack.pop();
        i++;
        want = 'next';
        first = false;
        continue;
      }
      if (c !== '"') return err(first ? 'a key in double quotes or `}`' : 'a key in double quotes');
      const end = scanString(text, i);
      if (typeof end !== 'number') return end;
      i = end;
      want = 'colon';
    } else if (want === 'colon') {
      if (c !== ':') return err('`:` after the key');
      i++;
      want = 'value';
      first = false;
    } else {
      const top = stack[stack.length - 1];
      if (top === undefined) return i >= text.length ? null : err('the end of the text (one value only)');
      if (c === ',') {
        i++;
        want = top === '{' ? 'key' : 'value';
        first = false;
      } else if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
        stack.pop();
        i++;
      } else {
        return err(top === '{' ? '`,` or `}`' : '`,` or `]`');
      }
    }
  }
}
