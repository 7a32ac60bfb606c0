import { describe, expect, it } from 'vitest';
import { createSarifLog, pathToUri } from './report-sarif';
import { makeDiagnostic, makeReport } from './test-support';

interface SarifShape {
  version: string;
  runs: {
    tool: { driver: { name: string; version: string; rules: { id: string; defaultConfiguration: { level: string } }[] } };
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: Record<string, number> } }[];
    }[];
  }[];
}

describe('createSarifLog', () => {
  const a = makeReport([
    makeDiagnostic('unknown-entity', 'error', 'Unknown entity `Doctr`.', { line: 12, column: 3, endColumn: 8 }),
    makeDiagnostic('generated-id', 'info', 'Talk gets a generated id.', { line: 4, column: 1, endLine: 5, endColumn: 2 }),
  ]);
  const b = makeReport([makeDiagnostic('unknown-entity', 'warning', 'Downgraded on purpose.', { line: 1, column: 1 })]);
  const log = createSarifLog(
    [
      { file: 'specs/a.md', report: a },
      { file: 'my specs/b.md', report: b },
    ],
    '1.2.3',
  ) as SarifShape;
  const run = log.runs[0];

  it('is a SARIF 2.1.0 log with one run of specfront', () => {
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    expect(run?.tool.driver.name).toBe('specfront');
    expect(run?.tool.driver.version).toBe('1.2.3');
  });

  it('has one rule per code that occurs, with the catalogue default level', () => {
    expect(run?.tool.driver.rules.map((r) => [r.id, r.defaultConfiguration.level])).toEqual([
      ['generated-id', 'note'],
      ['unknown-entity', 'error'],
    ]);
  });

  it('has a result per diagnostic with its own level, rule index and region', () => {
    expect(run?.results.map((r) => [r.ruleId, r.ruleIndex, r.level])).toEqual([
      ['unknown-entity', 1, 'error'],
      ['generated-id', 0, 'note'],
      ['unknown-entity', 1, 'warning'],
    ]);
    expect(run?.results[0]?.message.text).toBe('Unknown entity `Doctr`.');
    expect(run?.results[1]?.locations[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: 'specs/a.md' },
      region: { startLine: 4, startColumn: 1, endLine: 5, endColumn: 2 },
    });
    expect(run?.results[2]?.locations[0]?.physicalLocation.artifactLocation.uri).toBe('my%20specs/b.md');
  });

  it('turns paths into URI references', () => {
    expect(pathToUri('docs\\a #1.md')).toBe('docs/a%20%231.md');
    expect(pathToUri('/abs/spec.md')).toBe('/abs/spec.md');
    expect(pathToUri('C:\\x\\y.md')).toBe('C:/x/y.md');
  });

  it('makes control characters in messages visible', () => {
    const odd = makeReport([makeDiagnostic('unknown-entity', 'error', 'Unknown `A\u001b]0;x\u0007`', { line: 1, column: 1 })]);
    const sarif = createSarifLog([{ file: 'a.md', report: odd }], '1') as SarifShape;
    expect(sarif.runs[0]?.results[0]?.message.text).toBe('Unknown `A\u241b]0;x\u2407`');
  });
});
