/** The line break a text mostly uses: `\r\n` when most of its lines end so, else `\n`. Every writer of spec text uses it. */
export function eolOf(text: string): string {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    lf++;
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
  }
  return crlf > 0 && crlf * 2 > lf ? '\r\n' : '\n';
}
