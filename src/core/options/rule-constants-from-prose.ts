import { optionMessages as m } from '../diagnostics/messages-options';
import type { Span } from '../source/span';
import { constantCase, sameWord, singular } from './names';
import type { Option } from './option';
import { createOption, type OptionContext } from './option-context';
import { durationText, proseNumbers, type ProseNumber } from './prose-numbers';

const RULE = 'constants-from-prose';

interface Found {
  readonly n: ProseNumber;
  /** The text around it (its sentence), for naming. */
  readonly sentence: string;
  readonly at: number;
  /** The entity whose call notes say it, when it comes from a Notes cell. */
  readonly entity: string | null;
}

/** Paragraphs of prose (consecutive lines that are not table rows, headings or fenced blocks). */
function proseParagraphs(text: string, visit: (paragraph: string, from: number) => void): void {
  let fence = false;
  let para = -1;
  let paraEnd = -1;
  const flush = (): void => {
    if (para !== -1) visit(text.slice(para, paraEnd), para);
    para = -1;
  };
  for (let start = 0; start <= text.length; ) {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    const trimmed = text.slice(start, Math.min(end, start + 200)).trimStart();
    const isFence = trimmed.startsWith('```') || trimmed.startsWith('~~~');
    if (isFence) fence = !fence;
    if (isFence || fence || trimmed.startsWith('|') || trimmed.startsWith('#') || trimmed.trim() === '') flush();
    else {
      if (para === -1) para = start;
      paraEnd = end;
    }
    if (nl === -1) break;
    start = nl + 1;
  }
  flush();
}

function sentenceAround(line: string, at: number): string {
  let a = at;
  while (a > 0 && !'.;:!?'.includes(line[a - 1] as string)) a--;
  let b = at;
  while (b < line.length && !'.;!?'.includes(line[b] as string)) b++;
  return line.slice(a, b).replace(/\s+/g, ' ').trim();
}

const WORD = /[A-Za-z][A-Za-z-]*/g;

/**
 * Point 9 from numbers in the prose and the calls' notes: "up to 3 tools" (with "a member" before it)
 * → `MAX_TOOLS_PER_MEMBER = 3`; "for a week" → `LOAN_PERIOD = 7 days`, named after the entity whose
 * call notes state the same duration ("due a week later"), else the nearest entity or noun.
 */
export function constantsFromProse(ctx: OptionContext): Option[] {
  const { text, spec, model } = ctx;
  const found: Found[] = [];
  proseParagraphs(text, (line, from) => {
    for (const n of proseNumbers(line, from)) found.push({ n, sentence: sentenceAround(line, n.span.from - from), at: n.span.from - from, entity: null });
  });
  for (const it of model.intents) {
    const notes = it.call.notes;
    if (notes === '') continue;
    const row = text.slice(it.call.span.from, it.call.span.to);
    const at = row.lastIndexOf(notes);
    if (at === -1) continue;
    const entity = it.collection === null ? null : (model.resolve(it.collection)?.name ?? null);
    for (const n of proseNumbers(notes, it.call.span.from + at)) found.push({ n, sentence: notes, at: n.span.from - it.call.span.from - at, entity });
  }
  const subjects: string[] = [];
  for (const s of spec.screens) for (const r of s.roles) subjects.push(r.value);
  for (const e of model.entities) subjects.push(e.name, ...(e.collection ? [e.collection] : []));
  const entityWord = (word: string): string | null => model.resolve(word)?.name ?? null;

  const byName = new Map<string, { value: string; unit: string; meaning: string; evidence: Span[] }>();
  const durationOwners = new Map<string, string>();
  for (const f of found) if (f.n.kind === 'duration' && f.entity) durationOwners.set(durationText(f.n.value, f.n.unit), f.entity);
  for (const f of found) {
    const words = [...f.sentence.matchAll(WORD)].map((x) => ({ word: x[0], at: x.index ?? 0 }));
    const offsetInSentence = f.sentence.indexOf(f.n.phrase.replace(/\s+/g, ' '));
    const beforeWords = words.filter((w) => offsetInSentence === -1 || w.at < offsetInSentence);
    let name: string;
    let value: string;
    if (f.n.kind === 'duration') {
      value = durationText(f.n.value, f.n.unit);
      let owner = f.entity ?? durationOwners.get(value) ?? null;
      if (owner === null) {
        let best = Infinity;
        for (const w of words) {
          const e = entityWord(w.word);
          const d = Math.abs(w.at - offsetInSentence);
          if (e && d < best) {
            best = d;
            owner = e;
          }
        }
      }
      const noun = [...beforeWords].reverse().find((w) => w.word.length > 3 && !/^(each|every|with|from|that|this|them|they)$/i.test(w.word));
      const notice = f.n.cue === 'ahead' || f.n.cue === 'in advance' || f.n.cue === 'before';
      name = constantCase(`${owner ?? singular(noun?.word ?? '')} ${notice ? 'notice' : 'period'}`);
    } else {
      value = String(f.n.value);
      const subject = [...beforeWords].reverse().find((w) => subjects.some((s) => sameWord(s, w.word)) && !sameWord(w.word, f.n.unit.split(' ').at(-1) ?? ''));
      const per = f.n.per ?? (subject ? singular(subject.word) : null);
      name = constantCase(`${f.n.kind === 'max' ? 'max' : 'min'} ${f.n.unit}${per ? ` per ${per}` : ''}`);
    }
    if (!/^[A-Z]/.test(name) || spec.constants.some((c) => c.name.value === name)) continue;
    const hit = byName.get(name);
    if (hit) {
      if (hit.value === value) hit.evidence.push(f.n.span);
      continue;
    }
    byName.set(name, { value, unit: f.n.kind === 'duration' ? f.n.unit : f.n.unit, meaning: f.sentence, evidence: [f.n.span] });
  }
  const out: Option[] = [];
  const last = spec.constants.at(-1);
  for (const [name, c] of byName) {
    const row = { Name: name, Value: c.value, Meaning: c.meaning };
    out.push(createOption({
      rule: RULE, point: 9, subject: name,
      title: m.constantTitle(name, c.value) + (/^\d+$/.test(c.value) ? ` (${c.unit})` : ''),
      detail: m.constantDetail(text.slice(c.evidence[0]?.from ?? 0, c.evidence[0]?.to ?? 0).replace(/\s+/g, ' ')),
      evidence: c.evidence,
      edits: [last ? ctx.layout.appendRows('constants', last.span, [row]) : ctx.layout.addBlock(9, ctx.layout.table(['Name', 'Value', 'Meaning'], [row]))],
    }));
  }
  return out;
}
