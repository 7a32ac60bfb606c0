import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli';
import { decodeInput, describeNonObjectJson, describeNonText, firstInvalidUtf8, MAX_INPUT_BYTES } from './read-input';
import { createMemoryIo } from './test-support';

const bytes = (...b: number[]) => new Uint8Array(b);
const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string) => {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    out[2 * i] = text.charCodeAt(i) & 0xff;
    out[2 * i + 1] = text.charCodeAt(i) >> 8;
  }
  return out;
};
const SPEC = '# Notes\n\n## 1. Purpose\n\nPeople keep notes.\n';

describe('what an input file is', () => {
  it('accepts UTF-8 text, with or without a byte order mark, and keeps the mark', () => {
    expect(decodeInput(utf8(SPEC))).toEqual({ ok: true, text: SPEC });
    expect(decodeInput(bytes(0xef, 0xbb, 0xbf, ...utf8(SPEC)))).toEqual({ ok: true, text: `\ufeff${SPEC}` });
    expect(decodeInput(utf8('# Café ☕ 𝄞\n'))).toEqual({ ok: true, text: '# Café ☕ 𝄞\n' });
    expect(decodeInput(utf8(''))).toEqual({ ok: true, text: '' });
  });

  it('names UTF-16 and UTF-32, with a byte order mark or without one', () => {
    expect(describeNonText(bytes(0xff, 0xfe, ...utf16le(SPEC)))).toMatch(/^UTF-16 text \(little-endian\)/);
    expect(describeNonText(bytes(0xfe, 0xff, 0, 35))).toMatch(/^UTF-16 text \(big-endian\)/);
    expect(describeNonText(utf16le(SPEC))).toMatch(/^UTF-16 text \(little-endian, no byte order mark\)/);
    expect(describeNonText(utf16le(SPEC).slice(1))).toMatch(/^UTF-16 text \(big-endian, no byte order mark\)/);
    expect(describeNonText(bytes(0xff, 0xfe, 0, 0, 35, 0, 0, 0))).toMatch(/^UTF-32/);
  });

  it('names binary files: NUL bytes anywhere, or many control bytes', () => {
    expect(describeNonText(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('a binary file, not a text spec');
    expect(describeNonText(new Uint8Array([...utf8('a'.repeat(9000)), 0]))).toBe('a binary file, not a text spec');
    expect(describeNonText(new Uint8Array(200).map((_, i) => (i % 3 === 0 ? 1 : 65)))).toBe('a binary file, not a text spec');
    // A stray escape character or two leave a text a text (the report shows them visibly).
    expect(describeNonText(utf8('# T\u001b[31m\n| a\u0007 | b |\n'))).toBeNull();
  });

  it('points at the first byte that is not UTF-8', () => {
    expect(firstInvalidUtf8(utf8('plain ☕ 𝄞'))).toBe(-1);
    expect(firstInvalidUtf8(bytes(65, 0xc3, 0x28))).toBe(1); // a lead byte without its continuation
    expect(firstInvalidUtf8(bytes(0xc0, 0xaf))).toBe(0); // overlong
    expect(firstInvalidUtf8(bytes(0xed, 0xa0, 0x80))).toBe(0); // a surrogate
    expect(firstInvalidUtf8(bytes(65, 66, 0xe2, 0x98))).toBe(2); // cut short at the end
    expect(firstInvalidUtf8(bytes(0xf5, 0x80, 0x80, 0x80))).toBe(0); // beyond U+10FFFF
    expect(describeNonText(new Uint8Array([...utf8('# Title\nab'), 0xe9, 0x0a]))).toBe(
      'not valid UTF-8 text (byte 0xe9 at line 2, byte 3 of the line); save it as UTF-8',
    );
  });

  it('names JSON that is not one object, and leaves objects and Markdown alone', () => {
    expect(describeNonObjectJson('[{"title":"x"}]')).toMatch(/^a JSON array, not a spec/);
    expect(describeNonObjectJson(' "hello" ')).toMatch(/^a JSON string/);
    expect(describeNonObjectJson('null\n')).toMatch(/^JSON null/);
    expect(describeNonObjectJson('42')).toMatch(/^a JSON number/);
    expect(describeNonObjectJson('true')).toMatch(/^a JSON boolean/);
    expect(describeNonObjectJson('{"title":"x"}')).toBeNull();
    expect(describeNonObjectJson(SPEC)).toBeNull();
    expect(describeNonObjectJson('[link](x) is Markdown')).toBeNull();
    expect(describeNonObjectJson('nothing to see')).toBeNull();
  });

  it('refuses input past the size limit without decoding it', () => {
    const big = new Uint8Array(MAX_INPUT_BYTES + 1).fill(97);
    expect(decodeInput(big)).toEqual({ ok: false, reason: 'it is larger than 16.0 MB, the largest spec specfront reads' });
    expect(decodeInput(big.subarray(0, MAX_INPUT_BYTES)).ok).toBe(true);
  });
});

describe('specfront check on odd input', () => {
  it.each([
    ['binary', bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0), /cannot read x: it is a binary file, not a text spec\.\n$/],
    ['UTF-16', bytes(0xff, 0xfe, ...utf16le(SPEC)), /cannot read x: it is UTF-16 text \(little-endian\); save it as UTF-8\.\n$/],
    [
      'invalid UTF-8',
      new Uint8Array([...utf8(SPEC), 0xff]),
      /cannot read x: it is not valid UTF-8 text \(byte 0xff at line 6, byte 1 of the line\)/,
    ],
    ['a JSON array', utf8('[1, 2, 3]'), /cannot read x: it is a JSON array, not a spec/],
    ['a JSON string', utf8('"spec"'), /cannot read x: it is a JSON string, not a spec/],
    ['JSON null', utf8('null'), /cannot read x: it is JSON null, not a spec/],
  ])('says what a file is when it is %s, and exits 2', async (_, content, message) => {
    for (const format of [[], ['--json'], ['--format', 'sarif']]) {
      const io = createMemoryIo({ x: content });
      expect(await runCli(['check', 'x', ...format], io)).toBe(2);
      expect(io.err()).toMatch(message);
    }
  });

  it('refuses a file past the limit having read no more than the limit and one byte', async () => {
    const io = createMemoryIo({ big: new Uint8Array(MAX_INPUT_BYTES + 1000).fill(97) });
    const seen: number[] = [];
    const readFile = io.readFile;
    const spied = { ...io, readFile: (path: string, limit: number) => (seen.push(limit), readFile(path, limit)) };
    expect(await runCli(['check', 'big'], spied)).toBe(2);
    expect(seen).toEqual([MAX_INPUT_BYTES + 1]);
    expect(io.err()).toBe('specfront: cannot read big: it is larger than 16.0 MB, the largest spec specfront reads.\n');
    const stdin = createMemoryIo({}, { stdin: new Uint8Array(MAX_INPUT_BYTES + 1).fill(35) });
    expect(await runCli(['fmt', '-'], stdin)).toBe(2);
    expect(stdin.err()).toMatch(/cannot read <stdin>: it is larger than 16\.0 MB/);
  });

  it('still checks the readable files beside an unreadable one', async () => {
    const io = createMemoryIo({ good: SPEC, bad: bytes(0, 1, 2) });
    expect(await runCli(['check', '--json', 'good', 'bad'], io)).toBe(2);
    expect((JSON.parse(io.out()) as { files: { file: string }[] }).files.map((f) => f.file)).toEqual(['good']);
  });
});
