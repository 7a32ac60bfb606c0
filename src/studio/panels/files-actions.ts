import type { SpecAnalysis } from '../../core/index';
import type { CoreRuntime } from '../state/core-loader';
import { fileNameFor, openTextFile, saveTextFile } from '../state/file-io';
import type { OpenDoc, StudioSession } from '../state/studio-session';

/** What the Files panel's actions work on, and how they report. */
export interface FilesContext {
  readonly core: CoreRuntime;
  readonly session: StudioSession;
  readonly doc: OpenDoc;
  readonly analysis: SpecAnalysis;
  /** Shows a message in the panel (what was saved, opened, imported, or why not). */
  readonly say: (message: string) => void;
  /** The next spec opened keeps the panel's message (it is about that spec: an import). */
  readonly keepMessageForNextDoc: () => void;
}

/** Saves the spec as a file in one of its three forms (Markdown as written, else printed). */
export async function saveSpecAs({ core, doc, analysis, say }: FilesContext, ext: '.md' | '.yaml' | '.json'): Promise<void> {
  const spec = analysis.spec;
  const text =
    ext === '.md'
      ? spec.format === 'markdown'
        ? doc.text
        : core.printMarkdown(spec)
      : ext === '.yaml'
        ? core.printYaml(spec)
        : core.printJson(spec);
  const mime = ext === '.md' ? 'text/markdown' : ext === '.yaml' ? 'application/yaml' : 'application/json';
  if (await saveTextFile(fileNameFor(doc.name, ext), text, mime)) say(`Saved ${fileNameFor(doc.name, ext)}.`);
}

/** Opens a spec file as a new spec, named after the spec's own title (any of its forms), else after the file. */
export async function openSpecFile({ core, session, say }: FilesContext): Promise<void> {
  const file = await openTextFile();
  if (!file) return;
  const title = core.analyzeText(file.text).report.title?.trim();
  await session.create(title || file.name.replace(/\.(md|markdown|ya?ml|json)$/i, ''), file.text);
  say(`Opened ${file.name} as a new spec.`);
}

/** Saves the spec's contract: OpenAPI 3.1 (YAML or JSON), JSON Schema or TypeScript. */
export async function exportContractAs(
  { doc, say }: FilesContext,
  to: 'openapi' | 'openapi-json' | 'jsonschema' | 'typescript',
): Promise<void> {
  const { exportContract } = await import('../contract');
  const { text } = exportContract(doc.text, to === 'openapi-json' ? 'openapi' : to, to === 'openapi-json');
  const [ext, mime] =
    to === 'openapi'
      ? ['.openapi.yaml', 'application/yaml']
      : to === 'openapi-json'
        ? ['.openapi.json', 'application/json']
        : to === 'jsonschema'
          ? ['.schema.json', 'application/json']
          : ['.ts', 'text/plain'];
  const name = fileNameFor(doc.name, ext);
  if (await saveTextFile(name, text, mime)) say(`Saved ${name}.`);
}

/** Imports an OpenAPI (or Swagger) document as a new spec; false when it cannot be read (the message says why). */
export async function importOpenApiText(ctx: FilesContext, name: string, text: string, pasted = false): Promise<boolean> {
  const { importOpenApi } = await import('../contract');
  const result = importOpenApi(text);
  if (!result.ok) {
    ctx.say(`Cannot import ${name}: ${result.message}`);
    return false;
  }
  const title = /^# Specification: (.+)$/m.exec(result.spec)?.[1]?.trim();
  ctx.keepMessageForNextDoc();
  await ctx.session.create(
    pasted ? (title ?? 'Imported API') : name.replace(/\.(openapi\.)?(ya?ml|json)$/i, '') || 'Imported API',
    result.spec,
  );
  const n = result.notCarried.length;
  ctx.say(
    `Imported ${pasted ? 'the pasted document' : name} (${result.source}) as a new spec${n > 0 ? `; ${n} part${n === 1 ? ' is' : 's are'} not carried, listed at its end` : ''}.`,
  );
  return true;
}

/** Imports an OpenAPI file chosen by the person. */
export async function importOpenApiFile(ctx: FilesContext): Promise<void> {
  const file = await openTextFile('.yaml,.yml,.json');
  if (file) await importOpenApiText(ctx, file.name, file.text);
}

/** Saves every spec of this browser and its preview data in one JSON file. */
export async function backUpAll({ session, say }: FilesContext): Promise<void> {
  const { createBackup } = await import('../state/backup');
  const b = await createBackup(await session.db.list());
  const stamp = new Date().toISOString().slice(0, 10);
  if (await saveTextFile(`specfront-backup-${stamp}.json`, JSON.stringify(b, null, 1), 'application/json'))
    say(`Backed up ${b.specs.length} specs.`);
}

/** Restores a backup file: its specs and their preview records. */
export async function restoreBackupFile({ session, say }: FilesContext): Promise<void> {
  const file = await openTextFile('.json');
  if (!file) return;
  try {
    const { readBackup, restoreBackupData } = await import('../state/backup');
    const b = readBackup(file.text);
    await session.putAll(b.specs);
    const n = await restoreBackupData(b);
    say(`Restored ${b.specs.length} specs and ${n} preview records.`);
  } catch (e) {
    say(e instanceof Error ? e.message : String(e));
  }
}
