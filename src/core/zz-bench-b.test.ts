import { it } from 'vitest';
import { createSink } from './diagnostics/report';
import { createSourceText } from './source/source-text';
import { parseFieldType } from './parse/cells/field-type';
import { parseShape } from './parse/cells/shape';
import { parseRulePhrase } from './parse/cells/rule-phrase';
import { parsePath } from './parse/cells/http';
import { readExpression } from './parse/cells/expression';
it('bench', () => {
  const sink = createSink();
  const time = (name: string, f: (i: number) => void, n = 100_000) => {
    const t = performance.now();
    for (let i = 0; i < n; i++) f(i);
    process.stdout.write(`${name}: ${((performance.now() - t) / n * 1000).toFixed(2)} µs/call\n`);
  };
  time('fieldType', (i) => parseFieldType(createSourceText(i % 2 ? 'one of draft, submitted, accepted' : 'Talk[]', 100), sink, 3));
  time('shape', () => parseShape(createSourceText('{ title: string, abstract: text, format: "talk" | "workshop", minutes: integer }', 100), sink, 7));
  time('rule', () => parseRulePhrase(createSourceText('at most MAX_ABSTRACT characters', 100), sink));
  time('path', () => parsePath(createSourceText('/api/talks/:id/submit?status&limit', 100), sink, 7));
  time('expr-cached', () => readExpression(createSourceText('size(record.abstract) >= MIN_ABSTRACT', 100), sink, 4));
  time('expr-uncached', (i) => readExpression(createSourceText(`size(record.abstract${i}) >= MIN_ABSTRACT`, 100), sink, 4), 10_000);
});
