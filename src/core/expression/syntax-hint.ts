/** A likely cause of a CEL syntax error, with the offset and length it is about. */
export interface SyntaxHint {
  readonly message: string;
  readonly offset: number;
  readonly length: number;
}

const OPENERS: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' };
const WORDS: ReadonlyMap<string, string> = new Map([
  ['and', '&&'],
  ['or', '||'],
  ['not', '!'],
]);

const isWordChar = (c: string | undefined): boolean =>
  c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c === '_');

/**
 * Looks for the usual causes of a syntax error in one linear pass (CEL's parser reports where it
 * gave up, which is often earlier): an unclosed string or bracket, a stray closer, `=` for `==`,
 * a single `|` or `&`, `<>`, and the words `and`/`or`/`not`. Null when none is found.
 */
export function syntaxHint(source: string): SyntaxHint | null {
  const stack: number[] = [];
  let first: SyntaxHint | null = null;
  const note = (message: string, offset: number, length: number): void => {
    first ??= { message, offset, length };
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '"' || c === "'") {
      const triple = source.startsWith(c.repeat(3), i);
      const close = triple ? c.repeat(3) : c;
      let j = i + close.length;
      while (j < source.length && !source.startsWith(close, j)) j += source[j] === '\\' ? 2 : 1;
      if (j >= source.length) return { message: `the string opened here is not closed: add \`${c}\``, offset: i, length: 1 };
      i = j + close.length - 1;
    } else if (c === '/' && source[i + 1] === '/') {
      const nl = source.indexOf('\n', i);
      i = nl === -1 ? source.length : nl;
    } else if (OPENERS[c] !== undefined) stack.push(i);
    else if (c === ')' || c === ']' || c === '}') {
      const open = stack.pop();
      if (open === undefined || OPENERS[source[open] as string] !== c) {
        return { message: `\`${c}\` has no matching opening bracket`, offset: i, length: 1 };
      }
    } else if (c === '=' && source[i + 1] !== '=' && !'=!<>'.includes(source[i - 1] ?? ' ')) {
      note('use `==` to compare; `=` alone is not an operator', i, 1);
    } else if (c === '=' && source[i + 1] === '=') i++;
    else if (c === '|' || c === '&') {
      if (source[i + 1] === c) i++;
      else note(c === '|' ? 'write `||` for "or" (`\\|\\|` inside a table cell)' : 'write `&&` for "and"', i, 1);
    } else if (c === '<' && source[i + 1] === '>') note('write `!=` for "not equal"', i, 2);
    else if (isWordChar(c) && !isWordChar(source[i - 1])) {
      let j = i;
      while (isWordChar(source[j])) j++;
      const word = source.slice(i, j);
      const op = WORDS.get(word);
      if (op !== undefined && source[i - 1] !== '.') note(`write \`${op}\` instead of \`${word}\``, i, j - i);
      i = j - 1;
    }
  }
  const open = stack.pop();
  if (first === null && open !== undefined) {
    return { message: `this \`${source[open]}\` is not closed: add \`${OPENERS[source[open] as string]}\``, offset: open, length: 1 };
  }
  if (first === null) {
    let end = source.length;
    while (end > 0 && /\s/.test(source[end - 1] ?? '')) end--;
    let start = end;
    while (start > 0 && '+-*/%<>=!&|,.?:'.includes(source[start - 1] ?? ' ') && end - start < 3) start--;
    if (start < end) {
      const op = source.slice(start, end);
      return { message: `it ends with \`${op}\`; something is missing after it`, offset: start, length: end - start };
    }
  }
  return first;
}
