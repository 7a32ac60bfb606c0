import { isMap, isScalar, isSeq } from 'yaml';
import { unknownTopKey, wrongKind, wrongPointKey } from '../../diagnostics/messages-yaml';
import type { DiagnosticSink } from '../../diagnostics/report';
import type { SourceText } from '../../source/source-text';
import { pointInfo, type PointNumber } from '../../spec/point';
import { composeYaml } from './compose-yaml';
import type { PointData } from './point-data';
import { mergePointData, POINT_KEYS, readPointValue } from './read-point';
import { deref, kindOf, MAX_ALIASES, readText, spanOfNode, type YamlContext } from './yaml-context';

/** The YAML form keys of a point (`roles` and `permissions` for point 6). */
export function keysOfPoint(point: PointNumber): string[] {
  return [...pointInfo(point).yamlKeys];
}

/** Point 6 lists are roles unless their rows name a role's grants (`role`, `can`, `on`). */
function listKey(point: PointNumber, node: unknown): string {
  const keys = keysOfPoint(point);
  if (point !== 6 || !isSeq(node)) return keys[0] ?? 'purpose';
  const grants = node.items.some(
    (item) => isMap(item) && item.items.some((p) => isScalar(p.key) && ['role', 'can', 'on'].includes(String(p.key.value))),
  );
  return grants ? 'permissions' : 'roles';
}

/**
 * Reads a fenced ```yaml / ```json block inside a Markdown point section: the point's data in the
 * YAML form, either the list itself or a mapping with the point's key(s) (`roles` and `permissions`
 * for point 6; for point 1, text or `purpose:`). Every span points into the spec through `src`.
 * Never throws; problems are reported to `sink` under `point`.
 */
export function parseFencedBlock(point: PointNumber, lang: 'yaml' | 'json', src: SourceText, sink: DiagnosticSink): PointData {
  const doc = composeYaml(src, lang, sink, point);
  if (!doc) return {};
  const ctx: YamlContext = { doc, src, sink, aliasBudget: MAX_ALIASES };
  const root = deref(ctx, doc.contents, 'block', point);
  const keys = keysOfPoint(point);
  if (root === null) return {};
  if (isSeq(root) || (point === 1 && isScalar(root))) {
    const key = listKey(point, root);
    return readPointValue(ctx, key, root, key).data;
  }
  if (!isMap(root)) {
    sink.report(
      'bad-value',
      spanOfNode(ctx, root),
      wrongKind('block', `a list of rows or a mapping with \`${keys.join('`, `')}\``, kindOf(root)),
      point,
    );
    return {};
  }
  const data: PointData = {};
  for (const pair of root.items) {
    const keyText = readText(ctx, pair.key, 'block key', point);
    if (!keyText) continue;
    const key = keyText.text;
    if (keys.includes(key)) mergePointData(data, readPointValue(ctx, key, pair.value, key).data);
    else if (POINT_KEYS.has(key)) sink.report('bad-value', keyText.span, wrongPointKey(key, keys), point);
    else sink.report('unknown-key', keyText.span, unknownTopKey(key, null, keys), point);
  }
  return data;
}
