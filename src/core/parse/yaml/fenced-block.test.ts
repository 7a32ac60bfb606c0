import { describe, expect, it } from 'vitest';
import { createSink } from '../../diagnostics/report';
import { createSourceText } from '../../source/source-text';
import { parseFencedBlock } from './fenced-block';

/** A block's content placed at offset `at` of a larger text, as a Markdown section holds it. */
function block(content: string, at = 100): { src: ReturnType<typeof createSourceText>; text: string } {
  const text = ' '.repeat(at) + content;
  return { src: createSourceText(content, at), text };
}

describe('parseFencedBlock', () => {
  it('reads the point list itself, with spans into the spec', () => {
    const { src, text } = block('- { route: /a, screen: A }\n- route: /b\n  screen: B\n');
    const sink = createSink();
    const data = parseFencedBlock(2, 'yaml', src, sink);
    expect(sink.diagnostics).toEqual([]);
    expect(data.screens?.map((s) => s.name.value)).toEqual(['A', 'B']);
    const b = data.screens![1]!;
    expect(text.slice(b.route.span.from, b.route.span.to)).toBe('/b');
  });

  it('reads a mapping with the point keys; point 6 takes roles and permissions', () => {
    const { src } = block('roles: [{ name: a }]\npermissions: [{ role: a, can: [read], on: [X] }]\n');
    const data = parseFencedBlock(6, 'yaml', src, createSink());
    expect(data.roles?.length).toBe(1);
    expect(data.permissions?.length).toBe(1);
  });

  it('tells a point 6 list of grants from a list of roles', () => {
    const data = parseFencedBlock(6, 'json', createSourceText('[{"role": "a", "can": ["read"], "on": ["X"]}]', 0), createSink());
    expect(data.permissions?.length).toBe(1);
    expect(data.roles).toBeUndefined();
  });

  it('reads point 4 transitions and state field rows, and point 3 state fields', () => {
    const four = parseFencedBlock(
      4,
      'yaml',
      createSourceText('- { entity: T, stateField: phase }\n- { entity: T, from: a, event: go, to: b }', 0),
      createSink(),
    );
    expect(four.transitions?.length).toBe(1);
    expect(four.stateFields?.map((d) => d.field.value)).toEqual(['phase']);
    const three = parseFencedBlock(
      3,
      'yaml',
      createSourceText('entities:\n  - { name: T, stateField: status, fields: [] }', 0),
      createSink(),
    );
    expect(three.entities?.[0]?.stateField?.value).toBe('status');
    expect(three.stateFields?.length).toBe(1);
  });

  it('reads point 1 text as the purpose', () => {
    expect(parseFencedBlock(1, 'yaml', createSourceText('purpose: Books visits.', 0), createSink()).purpose).toBe('Books visits.');
  });

  it('reports another point key, an unknown key and syntax errors under the point', () => {
    const sink = createSink();
    parseFencedBlock(7, 'yaml', block('calls: []\nerrors: []\nfoo: 1\n').src, sink);
    expect(sink.diagnostics.map((d) => [d.code, d.point])).toEqual([
      ['bad-value', 7],
      ['unknown-key', 7],
    ]);
    const bad = createSink();
    const { src, text } = block('[{"method": "GET",}]');
    parseFencedBlock(7, 'json', src, bad);
    const d = bad.diagnostics[0]!;
    expect([d.code, d.point, text.slice(d.from, d.to)]).toEqual(['bad-json', 7, '}']);
  });
});
