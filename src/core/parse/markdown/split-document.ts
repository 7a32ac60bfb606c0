import { firstNonSpace, isFenceClose, readAtxHeading, readFenceOpen, type AtxHeading, type FenceOpen } from './line-syntax';

/** A `##` heading found at the top level: where its line starts and the heading read. */
export interface SectionStart {
  readonly lineStart: number;
  readonly heading: AtxHeading;
}

/** The document's outline: the first `#` heading before the first `##`, and every `##` heading. */
export interface DocumentOutline {
  readonly title: AtxHeading | null;
  /** The title line's start and the start of the line after it. */
  readonly titleLine: { readonly from: number; readonly to: number } | null;
  readonly sections: readonly SectionStart[];
}

/**
 * Finds the title and the `##` headings of `text` from `start`, skipping fenced code blocks. One pass
 * over the lines; only lines starting with `#`, `` ` `` or `~` are looked at closely.
 */
export function splitDocument(text: string, start: number): DocumentOutline {
  const sections: SectionStart[] = [];
  let title: AtxHeading | null = null;
  let titleLine: { from: number; to: number } | null = null;
  let fence: FenceOpen | null = null;
  let lineStart = start;
  const length = text.length;
  while (lineStart < length) {
    const nl = text.indexOf('\n', lineStart);
    const next = nl < 0 ? length : nl + 1;
    let end = nl < 0 ? length : nl;
    if (end > lineStart && text.charCodeAt(end - 1) === 13) end--;
    if (fence !== null) {
      if (isFenceClose(text, lineStart, end, fence)) fence = null;
    } else {
      const f = firstNonSpace(text, lineStart, end);
      const c = text.charCodeAt(f);
      if (f - lineStart <= 3 && c === 35) {
        const h = readAtxHeading(text, lineStart, end);
        if (h?.level === 2) sections.push({ lineStart, heading: h });
        else if (h?.level === 1 && title === null && sections.length === 0) {
          title = h;
          titleLine = { from: lineStart, to: next };
        }
      } else if (f - lineStart <= 3 && (c === 96 || c === 126)) {
        fence = readFenceOpen(text, lineStart, end);
      }
    }
    lineStart = next;
  }
  return { title, titleLine, sections };
}
