import { describe, expect, it } from 'vitest';
import { parseSpec } from '../parse/parse-spec';
import { parseYamlSpec } from '../parse/yaml/parse-yaml-spec';
import { toComparable } from '../spec/comparable';
import { printJson } from './print-json';
import { printMarkdown } from './print-markdown';
import { printYaml } from './print-yaml';
import { EVERY_CONSTRUCT } from './every-construct.fixture';
import { CFP_SPEC, SEED_SPEC } from '../check/test-fixture-specs';

/** The examples, as raw text, plus the snippet and the in-repo copies of the reference specs. */
const FILES = import.meta.glob(['../../../examples/*.md'], { query: '?raw', import: 'default', eager: true });
/** The form's documentation, whose example must stay valid. */
const DOCS = Object.values(import.meta.glob('../../../docs/yaml-form.md', { query: '?raw', import: 'default', eager: true }))[0];
/** The YAML/JSON examples. */
const FORMS = import.meta.glob(['../../../examples/*.yaml', '../../../examples/*.json'], { query: '?raw', import: 'default', eager: true });

function corpus(): [string, string][] {
  const out: [string, string][] = [
    ['every construct', EVERY_CONSTRUCT],
    ['cfp.spec.md', CFP_SPEC],
    ['the seed document', SEED_SPEC],
  ];
  for (const [path, text] of Object.entries(FILES)) out.push([path.split('/').pop() ?? path, String(text)]);
  return out;
}

describe.each(Object.entries(FORMS))('the YAML/JSON example %s', (path, raw) => {
  const format = path.endsWith('.json') ? 'json' : 'yaml';
  const text = String(raw);
  it('reads without syntax or value errors and prints stably', () => {
    const first = parseYamlSpec(text, format);
    expect(first.diagnostics.filter((d) => ['bad-yaml', 'bad-json', 'bad-value', 'too-deep'].includes(d.code))).toEqual([]);
    const printed = format === 'json' ? printJson(first.spec) : printYaml(first.spec);
    const second = parseYamlSpec(printed, format).spec;
    expect(toComparable(second)).toEqual(toComparable(first.spec));
    expect(format === 'json' ? printJson(second) : printYaml(second)).toBe(printed);
    expect(toComparable(parseSpec(printMarkdown(first.spec)).spec)).toEqual(toComparable(first.spec));
  });
});

describe.each(corpus())('round trips of %s', (_name, markdown) => {
  const first = parseSpec(markdown).spec;

  it('Markdown → model → YAML → model is lossless', () => {
    const yaml = printYaml(first);
    const back = parseYamlSpec(yaml, 'yaml');
    expect(toComparable(back.spec)).toEqual(toComparable(first));
    expect(back.spec.format).toBe('yaml');
  });

  it('Markdown → model → JSON → model is lossless', () => {
    const json = printJson(first);
    expect(() => JSON.parse(json) as unknown).not.toThrow();
    expect(toComparable(parseYamlSpec(json, 'json').spec)).toEqual(toComparable(first));
  });

  it('Markdown → model → Markdown → model is stable, and printing twice gives the same text', () => {
    const printed = printMarkdown(first);
    const again = parseSpec(printed).spec;
    expect(toComparable(again)).toEqual(toComparable(first));
    expect(printMarkdown(again)).toBe(printed);
  });

  it('YAML and JSON → model → YAML/JSON give identical text on a second pass', () => {
    const yaml = printYaml(first);
    expect(printYaml(parseYamlSpec(yaml, 'yaml').spec)).toBe(yaml);
    const json = printJson(first);
    expect(printJson(parseYamlSpec(json, 'json').spec)).toBe(json);
  });

  it('the check reads the printed forms as it reads the original, apart from positions', () => {
    const codes = (text: string): string[] =>
      parseSpec(text)
        .diagnostics.map((d) => `${d.code}:${d.point ?? '-'}`)
        .sort();
    expect(codes(printMarkdown(first))).toEqual(codes(markdown));
  });
});

describe('the example in docs/yaml-form.md', () => {
  const block = /```yaml\n([\s\S]*?)```/.exec(String(DOCS))?.[1] ?? '';
  it('reads without a diagnostic of the form, and survives both printers', () => {
    const first = parseYamlSpec(block, 'yaml');
    expect(first.diagnostics.map((d) => d.code)).toEqual([]);
    expect(first.spec.calls.length).toBe(4);
    expect(toComparable(parseYamlSpec(printYaml(first.spec), 'yaml').spec)).toEqual(toComparable(first.spec));
    expect(toComparable(parseSpec(printMarkdown(first.spec)).spec)).toEqual(toComparable(first.spec));
  });
});
