import type { SourceText } from '../../source/source-text';
import { trimEnd, trimStart } from './scan';

/**
 * When the whole text (spaces around it aside) is one code span, its inside; else null. As in
 * CommonMark, the span opens with a run of N backticks (one, two or more) and closes with the next
 * run of exactly N, which must end the text; shorter or longer runs inside belong to the content
 * (so ``` ``a `b` c`` ``` holds `` a `b` c ``). One space at each end is removed when both are there
 * and the content is not only spaces. Linear time; never throws.
 */
export function unwrapCodeSpan(src: SourceText): SourceText | null {
  const text = src.text;
  const start = trimStart(text);
  const end = trimEnd(text, start);
  let n = 0;
  while (text[start + n] === '`') n++;
  if (n === 0 || end - start < 2 * n + 1) return null;
  // The closing run: exactly n backticks at the end.
  let m = 0;
  while (m < end - start && text[end - 1 - m] === '`') m++;
  if (m !== n) return null;
  const inStart = start + n;
  const inEnd = end - n;
  // No run of exactly n backticks inside (it would close the span early).
  for (let i = inStart; i < inEnd;) {
    if (text[i] !== '`') {
      i++;
      continue;
    }
    let j = i;
    while (j < inEnd && text[j] === '`') j++;
    if (j - i === n) return null;
    i = j;
  }
  let a = inStart;
  let b = inEnd;
  if (b - a >= 2 && text[a] === ' ' && text[b - 1] === ' ' && text.slice(a, b).trim() !== '') {
    a++;
    b--;
  }
  return src.slice(a, b);
}
