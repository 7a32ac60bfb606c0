import { describe, expect, it, vi } from 'vitest';
import type * as Core from '../core/index';
import type { CheckReport, PositionedDiagnostic, Severity, Spec } from '../core/index';
import { runCli, VERSION } from './run-cli';
import { createMemoryIo, makeReport } from './test-support';
import { CHECK_USAGE, COMMANDS, FMT_USAGE, MAIN_USAGE } from './usage';

// The command line's own logic, with a stand-in core whose findings are written in the text:
// a line holding `!error`, `!warning` or `!info` gets that diagnostic; the stand-in printers collapse
// runs of spaces, mark the form they print, and drop lines holding `!drop` (a printer that loses content).
vi.mock('../core/index', async (importOriginal) => {
  const core = await importOriginal<typeof Core>();
  const checkSpec = (text: string): CheckReport => {
    const diagnostics: PositionedDiagnostic[] = [];
    let from = 0;
    text.split('\n').forEach((line, i) => {
      for (const severity of ['error', 'warning', 'info'] as Severity[]) {
        const column = line.indexOf(`!${severity}`) + 1;
        if (column > 0) {
          const at = { line: i + 1, column, endLine: i + 1, endColumn: column + severity.length + 1 };
          diagnostics.push({
            severity,
            code: 'bad-value',
            message: `marked ${severity}`,
            point: 3,
            ...at,
            from: from + column - 1,
            to: from + column + severity.length,
          });
        }
      }
      from += line.length + 1;
    });
    const title = /^# (.*)$/m.exec(text)?.[1] ?? null;
    return { ...makeReport(diagnostics, {}, title) };
  };
  const print = (mark: string) => (spec: Spec) =>
    mark +
    (spec as unknown as { text: string }).text
      .split('\n')
      .filter((l) => !l.includes('!drop'))
      .map((l) => l.replace(/ {2,}/g, ' '))
      .join('\n');
  return {
    ...core,
    checkSpec,
    analyzeSpec: (text: string) => {
      const format = text.startsWith('{') ? 'json' : text.startsWith('title:') ? 'yaml' : 'markdown';
      return { spec: { format, text } as unknown as Spec, diagnostics: [], report: checkSpec(text) };
    },
    printMarkdown: print(''),
    printYaml: print('#yaml\n'),
    printJson: print(''),
  };
});

const CLEAN = '# Clean\n\nAll good.\n';
const ERRORS = '# Broken\n\n| a | !error |\n!warning here\n';
const WARNINGS = '# Warned\n\n!warning one\n!warning two\n!info three\n';

describe('runCli: commands, help and version', () => {
  it('prints the version from package.json', async () => {
    const io = createMemoryIo();
    expect(await runCli(['--version'], io)).toBe(0);
    expect(io.out()).toBe(`${VERSION}\n`);
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each([['--help'], ['-h'], ['help']])('prints the usage for %s', async (flag) => {
    const io = createMemoryIo();
    expect(await runCli([flag], io)).toBe(0);
    expect(io.out()).toBe(MAIN_USAGE);
  });

  it("prints each command's help", async () => {
    for (const [argv, usage] of [
      [['check', '--help'], CHECK_USAGE],
      [['fmt', '-h'], FMT_USAGE],
      [['help', 'check'], CHECK_USAGE],
    ] as const) {
      const io = createMemoryIo();
      expect(await runCli(argv, io)).toBe(0);
      expect(io.out()).toBe(usage);
    }
  });

  it('rejects a missing or unknown command with the list of commands, exit 2', async () => {
    const none = createMemoryIo();
    expect(await runCli([], none)).toBe(2);
    expect(none.err()).toContain('no command given');
    expect(none.err()).toContain(MAIN_USAGE);
    const unknown = createMemoryIo();
    expect(await runCli(['serve', 'x.md'], unknown)).toBe(2);
    expect(unknown.err()).toContain(`unknown command "serve". Available commands: ${COMMANDS.join(', ')}.`);
    expect(unknown.out()).toBe('');
    const option = createMemoryIo();
    expect(await runCli(['--frob'], option)).toBe(2);
    expect(option.err()).toContain('unknown option "--frob"');
  });
});

describe('runCli check', () => {
  it('exits 0 for a spec without errors and prints the human report', async () => {
    const io = createMemoryIo({ 'a.md': CLEAN });
    expect(await runCli(['check', 'a.md'], io)).toBe(0);
    expect(io.out()).toMatch(/^a\.md — Clean\n/);
    expect(io.out()).toContain('0 errors, 0 warnings, 0 infos');
    expect(io.err()).toBe('');
  });

  it('exits 1 when a spec has errors, and shows each diagnostic with its line', async () => {
    const io = createMemoryIo({ 'specs/b.txt': ERRORS });
    expect(await runCli(['check', 'specs/b.txt'], io)).toBe(1);
    expect(io.out()).toContain('specs/b.txt:3:7 error bad-value marked error\n  3 | | a | !error |\n    |       ^~~~~~\n');
    expect(io.out()).toContain('1 error, 1 warning, 0 infos');
  });

  it('counts warnings of all files against --max-warnings', async () => {
    const files = { 'a.md': WARNINGS, 'b.md': '# B\n!warning\n' };
    const within = createMemoryIo(files);
    expect(await runCli(['check', 'a.md', 'b.md', '--max-warnings', '3'], within)).toBe(0);
    const over = createMemoryIo(files);
    expect(await runCli(['check', '--max-warnings=2', 'a.md', 'b.md'], over)).toBe(1);
    expect(over.err()).toBe('specfront: 3 warnings, more than --max-warnings 2 allows.\n');
    const unlimited = createMemoryIo(files);
    expect(await runCli(['check', 'a.md', 'b.md'], unlimited)).toBe(0);
    expect(unlimited.out()).toContain('2 files: 0 errors, 3 warnings, 1 info\n');
  });

  it.each([['abc'], ['-1'], ['1.5'], ['']])('rejects --max-warnings=%s with exit 2', async (value) => {
    const io = createMemoryIo({ 'a.md': CLEAN });
    expect(await runCli(['check', `--max-warnings=${value}`, 'a.md'], io)).toBe(2);
    expect(io.err()).toContain('--max-warnings needs a whole number');
  });

  it('rejects bad usage with exit 2 and the check usage on stderr', async () => {
    for (const argv of [
      ['check'],
      ['check', '--frob', 'a.md'],
      ['check', '--json', '--format', 'sarif', 'a.md'],
      ['check', '--format', 'xml', 'a.md'],
      ['check', '--format'],
    ]) {
      const io = createMemoryIo({ 'a.md': CLEAN });
      expect(await runCli(argv, io), argv.join(' ')).toBe(2);
      expect(io.err()).toContain(CHECK_USAGE);
      expect(io.out()).toBe('');
    }
  });

  it('prints exactly the report object with --json for one file', async () => {
    const io = createMemoryIo({ 'b.md': ERRORS });
    expect(await runCli(['check', '--json', 'b.md'], io)).toBe(1);
    const report = JSON.parse(io.out()) as CheckReport;
    expect(io.out()).toBe(JSON.stringify(report, null, 2) + '\n');
    expect(report.title).toBe('Broken');
    expect(report.points).toHaveLength(9);
    expect(report.diagnostics.map((d) => d.severity)).toEqual(['error', 'warning']);
    expect(Object.keys(report)).toEqual(['title', 'points', 'counts', 'diagnostics']);
  });

  it('wraps several files in { files: [...] } with --json', async () => {
    const io = createMemoryIo({ 'a.md': CLEAN, 'b.md': ERRORS });
    expect(await runCli(['check', 'a.md', 'b.md', '--json'], io)).toBe(1);
    const out = JSON.parse(io.out()) as { files: (CheckReport & { file: string })[] };
    expect(out.files.map((f) => [f.file, f.title, f.diagnostics.length])).toEqual([
      ['a.md', 'Clean', 0],
      ['b.md', 'Broken', 2],
    ]);
    expect(Object.keys(out.files[0] ?? {})).toEqual(['file', 'title', 'points', 'counts', 'diagnostics']);
  });

  it('reads standard input for `-`, once however often it is given', async () => {
    const io = createMemoryIo({}, { stdin: ERRORS });
    const readStdin = vi.spyOn(io, 'readStdin');
    expect(await runCli(['check', '-'], io)).toBe(1);
    expect(io.out()).toMatch(/^<stdin> — Broken/);
    expect(io.out()).toContain('<stdin>:3:7 error');
    const twice = createMemoryIo({}, { stdin: CLEAN });
    const spy = vi.spyOn(twice, 'readStdin');
    expect(await runCli(['check', '--json', '-', '-'], twice)).toBe(0);
    expect((JSON.parse(twice.out()) as { files: { file: string }[] }).files.map((f) => f.file)).toEqual(['-', '-']);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(readStdin).toHaveBeenCalledTimes(1);
  });

  it('exits 2 for a file that cannot be read, naming it, and still checks the others', async () => {
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const io = createMemoryIo({ 'b.md': ERRORS, 'secret.md': denied });
    expect(await runCli(['check', 'missing.md', 'b.md', 'secret.md'], io)).toBe(2);
    expect(io.err()).toBe('specfront: cannot read missing.md: no such file\nspecfront: cannot read secret.md: permission denied\n');
    expect(io.out()).toContain('b.md:3:7 error');
    const json = createMemoryIo({});
    expect(await runCli(['check', '--json', 'missing.md'], json)).toBe(2);
    expect(json.out()).toBe('');
  });

  it('prints GitHub annotations with --format github', async () => {
    const io = createMemoryIo({ 'specs/b.md': ERRORS });
    expect(await runCli(['check', '--format', 'github', 'specs/b.md'], io)).toBe(1);
    expect(io.out()).toBe(
      '::error file=specs/b.md,line=3,col=7,endLine=3,endColumn=13,title=bad-value::marked error\n' +
        '::warning file=specs/b.md,line=4,col=1,endLine=4,endColumn=9,title=bad-value::marked warning\n',
    );
  });

  it('prints one SARIF log for all files with --format sarif', async () => {
    const io = createMemoryIo({ 'a.md': WARNINGS, 'b.md': ERRORS });
    expect(await runCli(['check', '--format=sarif', 'a.md', 'b.md'], io)).toBe(1);
    const log = JSON.parse(io.out()) as {
      version: string;
      runs: {
        tool: { driver: { version: string } };
        results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
      }[];
    };
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0]?.tool.driver.version).toBe(VERSION);
    expect(log.runs[0]?.results.map((r) => r.locations[0]?.physicalLocation.artifactLocation.uri)).toEqual([
      'a.md',
      'a.md',
      'a.md',
      'b.md',
      'b.md',
    ]);
  });

  it('colours the report on a terminal unless NO_COLOR is set', async () => {
    const tty = createMemoryIo({ 'b.md': ERRORS }, { isTTY: true });
    await runCli(['check', 'b.md'], tty);
    expect(tty.out()).toContain('\u001b[');
    const noColor = createMemoryIo({ 'b.md': ERRORS }, { isTTY: true, env: { NO_COLOR: '1' } });
    await runCli(['check', 'b.md'], noColor);
    expect(noColor.out()).not.toContain('\u001b[');
    const forced = createMemoryIo({ 'b.md': ERRORS }, { env: { FORCE_COLOR: '1' } });
    await runCli(['check', 'b.md'], forced);
    expect(forced.out()).toContain('\u001b[');
  });
});

describe('runCli fmt', () => {
  const MESSY = '# Messy\n\n| a  |  b |\n';

  it('prints the normalised spec and leaves the file alone', async () => {
    const io = createMemoryIo({ 'a.md': MESSY });
    expect(await runCli(['fmt', 'a.md'], io)).toBe(0);
    expect(io.out()).toBe('# Messy\n\n| a | b |\n');
    expect(io.writes).toEqual([]);
  });

  it('prints YAML input as YAML and JSON input as JSON', async () => {
    const yaml = createMemoryIo({ 'a.yaml': 'title: x' });
    await runCli(['fmt', 'a.yaml'], yaml);
    expect(yaml.out()).toBe('#yaml\ntitle: x\n');
    const json = createMemoryIo({}, { stdin: '{"title":  "x"}\n' });
    await runCli(['fmt', '-'], json);
    expect(json.out()).toBe('{"title": "x"}\n');
  });

  it('rewrites the file with --write only when it changes', async () => {
    const io = createMemoryIo({ 'a.md': MESSY, 'b.md': CLEAN });
    expect(await runCli(['fmt', 'a.md', '--write'], io)).toBe(0);
    expect(io.files.get('a.md')).toBe('# Messy\n\n| a | b |\n');
    expect(io.out()).toBe('formatted a.md\n');
    expect(await runCli(['fmt', '--write', 'b.md'], io)).toBe(0);
    expect(io.writes).toEqual(['a.md']);
    expect(io.out()).toContain('b.md is already formatted.\n');
  });

  it('keeps CRLF line endings', async () => {
    const io = createMemoryIo({ 'a.md': '# Messy\r\n\r\n| a  |  b |\r\n' });
    await runCli(['fmt', '--write', 'a.md'], io);
    expect(io.files.get('a.md')).toBe('# Messy\r\n\r\n| a | b |\r\n');
  });

  it('refuses with exit 1, writing and printing nothing, when the result would check differently', async () => {
    const text = '# Lossy\n\n| a  | b |\n!drop !error\n';
    const io = createMemoryIo({ 'a.md': text });
    expect(await runCli(['fmt', '--write', 'a.md'], io)).toBe(1);
    expect(io.files.get('a.md')).toBe(text);
    expect(io.writes).toEqual([]);
    expect(io.out()).toBe('');
    expect(io.err()).toContain(
      'fmt refused to format a.md: the result would not check the same.\n  this finding would be lost: error bad-value (point 3): marked error\n',
    );
    const print = createMemoryIo({ 'a.md': text });
    expect(await runCli(['fmt', 'a.md'], print)).toBe(1);
    expect(print.out()).toBe('');
  });

  it('rejects bad usage with exit 2', async () => {
    for (const argv of [['fmt'], ['fmt', 'a.md', 'b.md'], ['fmt', '-', '--write'], ['fmt', '--check', 'a.md']]) {
      const io = createMemoryIo({ 'a.md': MESSY, 'b.md': MESSY }, { stdin: MESSY });
      expect(await runCli(argv, io), argv.join(' ')).toBe(2);
      expect(io.err()).toContain(FMT_USAGE);
      expect(io.writes).toEqual([]);
    }
  });

  it('exits 2 for a file that cannot be read', async () => {
    const io = createMemoryIo({ dir: Object.assign(new Error('EISDIR'), { code: 'EISDIR' }) });
    expect(await runCli(['fmt', 'dir'], io)).toBe(2);
    expect(io.err()).toBe('specfront: cannot read dir: it is a directory\n');
  });
});
