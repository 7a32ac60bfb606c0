import { create, isMessage } from '@bufbuild/protobuf';
import { DurationSchema, timestampFromMs } from '@bufbuild/protobuf/wkt';
import { celEnv, plan, parse } from '@bufbuild/cel';
const d = create(DurationSchema, { seconds: 5n, nanos: 0 });
console.log(d, Object.keys(d), Object.getPrototypeOf(d) === Object.prototype, timestampFromMs(-1500));
const run = (s, b) => { try { return plan(celEnv(), parse(s))(b); } catch (e) { return 'THROW ' + e.message; } };
const plain = { $typeName: 'google.protobuf.Duration', seconds: 5n, nanos: 0 };
console.log(run('d + d', { d: plain }), run('d == duration("5s")', { d: plain }));
for (const s of ['has(x.a)', 'x.a', '{"a": null}.a', 'has({"a": null}.a)', '[1][1.5]', '[1,2][true]', 'm[1.5]', '1 + 1.0', '[1] + 1', '"a" in {"a": 1}', 'null in {"a": 1}', 'timestamp(123)', 'int(" 12 ")', 'int("x")', '1/0', '[1].map(x, x/0)', '[1,2].filter(x, x/0 == 1)', 'true || 1/0 == 1', '1/0 == 1 || 2/0 == 1', '1 || true', 'x.f', '(true ? x : y).f', 'has((true ? x : y).f)', '-9223372036854775808', '-(-9223372036854775807 - 1)', '9223372036854775807 + 1', 'matches("a", "b")', '"a".matches("(")', 'duration("1.5h")', 'string(duration("1.5h"))', 'string(timestamp("2020-01-01T00:00:00.5+01:00"))', '{1: 2}[1.0]', '{1.5: 2}', '{null: 2}', '[1,2][null]', 'size(1)', '[1, 2].all(x, x)', '[1, 2].exists(x, x > 1)', 'y', '{"a":1}.b', '"abc".b', '"abc"[0]', '{"a": 1} == {"a": 1.0}', '[[1]] == [[1.0]]', 'null == 0', 'now.seconds']) console.log(s, '=>', String(run(s, { m: new Map([[1n, 2]]), x: new Map([['a', null]]), now: timestampFromMs(1000) })?.message ?? run(s, { m: new Map([[1n, 2]]), x: new Map([['a', null]]), now: timestampFromMs(1000) })));
