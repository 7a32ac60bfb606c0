import {
  acceptAll,
  answerQuestion,
  applyOptions,
  createLineIndex,
  POINTS,
  proposeOptions,
  withRequirements,
  type Option,
  type OptionsResult,
} from '../core/index';
import type { CliIo } from './cli-io';
import { createPalette, wantsColor, type Palette } from './palette';
import { parseCommandArgs } from './parse-command-args';
import { createInputReader } from './read-input';
import { OPTIONS_USAGE } from './usage';

const OPTIONS = {
  json: { type: 'boolean' },
  apply: { type: 'string', multiple: true },
  answer: { type: 'string', multiple: true },
  write: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function usageError(io: CliIo, message: string): number {
  io.stderr(`specfront options: ${message}\n\n${OPTIONS_USAGE}`);
  return 2;
}

/** The JSON form: `{ options: [{ id, point, title, detail, evidence: [{ line, column }], requires: [id] }], guidance }`. */
function toJson(result: OptionsResult, text: string): string {
  const lines = createLineIndex(text);
  const options = result.options.map((o) => ({
    id: o.id,
    point: o.point,
    title: o.title,
    detail: o.detail,
    evidence: o.evidence.map((s) => lines.positionAt(s.from)),
    requires: o.requires,
  }));
  const questions = result.questions.map((q) => ({
    id: q.id,
    point: q.point,
    text: q.text,
    detail: q.detail,
    evidence: q.evidence.map((s) => lines.positionAt(s.from)),
    choices: q.choices.map((c) => ({ id: c.id, label: c.label })),
  }));
  return JSON.stringify({ options, guidance: result.guidance, questions }, null, 2) + '\n';
}

/** The human list: options grouped by point, each with its id, title, detail and evidence as `file:line:col`. */
function toHuman(result: OptionsResult, text: string, name: string, palette: Palette): string {
  const lines = createLineIndex(text);
  const out: string[] = [];
  const count = result.options.length;
  out.push(`${palette.bold(name)}: ${count === 0 ? 'no options' : count === 1 ? '1 option' : `${count} options`}`);
  for (const point of POINTS) {
    const mine = result.options.filter((o) => o.point === point.n);
    if (mine.length === 0) continue;
    out.push('', palette.bold(`Point ${point.n} — ${point.title}`));
    for (const o of mine) {
      out.push(`  ${palette.cyan(o.id)}  ${o.title}`, `            ${palette.dim(o.detail)}`);
      const where = o.evidence.map((s) => {
        const p = lines.positionAt(s.from);
        return `${name}:${p.line}:${p.column}`;
      });
      if (where.length) out.push(`            evidence: ${where.join(', ')}`);
      if (o.requires.length) out.push(`            requires: ${o.requires.join(', ')} ${palette.dim('(applied with it)')}`);
    }
  }
  if (result.questions.length) {
    out.push('', palette.bold('Questions the draft leaves open'));
    for (const q of result.questions) {
      out.push(`  ${palette.cyan(q.id)}  ${q.text}`, `            ${palette.dim(q.detail)}`);
      const where = q.evidence.map((s) => {
        const p = lines.positionAt(s.from);
        return `${name}:${p.line}:${p.column}`;
      });
      if (where.length) out.push(`            evidence: ${where.join(', ')}`);
      for (const c of q.choices) out.push(`            ${c.id}) ${c.label}`);
    }
    out.push(
      '',
      palette.dim(
        'Answer with --answer ID=CHOICE (prints the changed spec, the answer kept under ## Clarifications); add --write to change the file.',
      ),
    );
  }
  if (result.guidance.length) {
    out.push('', palette.bold(count === 0 ? 'Draft these points first:' : 'Still to draft:'));
    for (const g of result.guidance) out.push(`  ${g.point}. ${g.title}`, `     ${g.question}`);
  }
  if (count > 0)
    out.push('', palette.dim('Apply with --apply ID... or --apply all (prints the changed spec); add --write to change the file.'));
  return out.join('\n') + '\n';
}

/**
 * The options `--apply` adds because the chosen ones require them, each with the option that needs it
 * (the first found, walking from the chosen ones), as lines for standard error; empty when none.
 */
function addedLines(options: readonly Option[], chosenIds: readonly string[], closure: readonly Option[]): string[] {
  const byId = new Map(options.map((o) => [o.id, o]));
  const chosen = new Set(chosenIds);
  const neededBy = new Map<string, Option>();
  const queue = options.filter((o) => chosen.has(o.id));
  for (let i = 0; i < queue.length; i++) {
    const o = queue[i] as Option;
    for (const id of o.requires) {
      const needed = byId.get(id);
      if (!needed || chosen.has(id) || neededBy.has(id)) continue;
      neededBy.set(id, o);
      queue.push(needed);
    }
  }
  const added = closure.filter((o) => !chosen.has(o.id));
  if (added.length === 0) return [];
  const lines = [`specfront: also applying ${added.length === 1 ? '1 option' : `${added.length} options`} that the chosen ones need:`];
  for (const o of added) {
    const by = neededBy.get(o.id);
    lines.push(`  ${o.id}  ${o.title}${by ? ` (needed by ${by.id}: ${by.title})` : ''}`);
  }
  return lines;
}

/** Prints the changed spec, or (with a file to write) writes it back and says how many options it applied. */
async function writeOrPrint(
  io: CliIo,
  file: string | null,
  name: string,
  changed: { readonly text: string; readonly applied: number },
  before: string,
): Promise<number> {
  if (file === null) {
    io.stdout(changed.text);
    return 0;
  }
  if (changed.text === before) {
    io.stdout(`${name}: nothing to apply.\n`);
    return 0;
  }
  try {
    await io.writeFile(file, changed.text);
  } catch (error) {
    io.stderr(`specfront: cannot write ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  io.stdout(`applied ${changed.applied === 1 ? '1 option' : `${changed.applied} options`} to ${name}\n`);
  return 0;
}

/**
 * `specfront options FILE [--json] [--apply ID...|all] [--answer ID=CHOICE...] [--write]`: lists the options and
 * questions inferred from the spec, or prints (or writes back) the spec with the chosen options (and the options
 * they require, named on standard error) applied in one step, `all` as acceptAll does, or with the answers written in. Returns 0
 * when done, 2 when the file cannot be read or written, an id is unknown or the arguments are wrong.
 */
export async function runOptions(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(args, OPTIONS);
  if (!parsed.ok) return usageError(io, parsed.message);
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(OPTIONS_USAGE);
    return 0;
  }
  const [file, ...rest] = positionals;
  if (file === undefined) return usageError(io, 'no file given (use `-` to read standard input).');
  const apply = values.apply
    ? [...values.apply, ...rest]
        .flatMap((a) => a.split(','))
        .map((a) => a.trim())
        .filter((a) => a !== '')
    : null;
  if (!apply && rest.length > 0) return usageError(io, `options takes one file, but ${positionals.length} were given.`);
  if (apply && apply.length === 0) return usageError(io, '--apply needs option ids, or `all`.');
  if (apply && values.json) return usageError(io, '--json lists options; it cannot be used with --apply.');
  const answers = values.answer ?? null;
  if (apply && answers) return usageError(io, '--answer and --apply go one at a time: apply, then answer the questions of the result.');
  if (values.write && !apply && !answers) return usageError(io, '--write needs --apply ID..., --apply all or --answer ID=CHOICE.');
  if (values.write && file === '-') return usageError(io, '--write needs a file; standard input can only be printed.');

  const input = await createInputReader(io)(file);
  if (!input.ok) {
    io.stderr(`${input.message}\n`);
    return 2;
  }
  const result = proposeOptions(input.text);
  if (answers) {
    // Answers one after the other, each against the questions of the text the previous one gave.
    let text = input.text;
    for (const a of answers) {
      const [qid = '', cid = ''] = a.split('=').map((x) => x.trim());
      const q = proposeOptions(text).questions.find((x) => x.id === qid);
      const c = q?.choices.find((x) => x.id === cid);
      if (!q || !c) {
        io.stderr(
          `specfront: ${input.name} has no question "${qid}" with a choice "${cid}". Run \`specfront options ${file}\` to list them.\n`,
        );
        return 2;
      }
      text = answerQuestion(text, q, cid);
    }
    if (!values.write) io.stdout(text);
    else {
      try {
        await io.writeFile(file, text);
      } catch (error) {
        io.stderr(`specfront: cannot write ${input.name}: ${error instanceof Error ? error.message : String(error)}\n`);
        return 2;
      }
      io.stdout(`answered ${answers.length === 1 ? '1 question' : `${answers.length} questions`} in ${input.name}\n`);
    }
    return 0;
  }
  if (!apply) {
    io.stdout(values.json ? toJson(result, input.text) : toHuman(result, input.text, input.name, createPalette(wantsColor(io))));
    return 0;
  }
  // `all` is the studio's Accept all: every option, then those the accepted text proposes, round after round.
  if (apply.includes('all')) return writeOrPrint(io, values.write ? file : null, input.name, acceptAll(input.text), input.text);
  const known = new Set(result.options.map((o) => o.id));
  const unknown = apply.filter((id) => !known.has(id));
  if (unknown.length) {
    io.stderr(
      `specfront: ${input.name} has no option ${unknown.map((u) => `"${u}"`).join(', ')}. Run \`specfront options ${file}\` to list them.\n`,
    );
    return 2;
  }
  // An option alone can leave the spec worse (a screen for an entity not yet declared): apply what it requires too.
  const chosen = withRequirements(result.options, apply);
  const added = addedLines(result.options, apply, chosen);
  if (added.length) io.stderr(`${added.join('\n')}\n`);
  const changed = applyOptions(input.text, chosen);
  return writeOrPrint(io, values.write ? file : null, input.name, { text: changed, applied: chosen.length }, input.text);
}
