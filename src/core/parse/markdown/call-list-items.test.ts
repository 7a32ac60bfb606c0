import { describe, expect, it } from 'vitest';
import { parseSpec } from '../parse-spec';

const calls = (items: string): string[] =>
  parseSpec(`# T\n\n## 7. Calls\n\n${items}\n`).spec.calls.map(
    (c) =>
      `${c.method.value} ${c.path.value} | ${c.requestText?.value ?? ''} | ${c.responseText?.value ?? ''} | ${c.notes} | ${c.request.kind} ${c.response.kind}`,
  );

describe('point 7 as a bullet list', () => {
  it('reads METHOD /path — request → response; notes, with the parts optional', () => {
    expect(
      calls(
        [
          '- GET /api/talks — → { id: id, status: "a" | "b" }[]',
          '- POST /api/talks — { title: string } → { id: id, title: string }; a new talk starts as submitted',
          '- POST /api/talks/:id/accept — chair only',
          '- GET /api/recipes → Recipe[]',
          '- POST /api/recipes/:id/ratings — { stars: integer } → { id: id, stars: integer } — cooks only',
          '- GET /api/x — list of things → { id: id }[]',
          '- `DELETE /api/x/:id` — removes one',
        ].join('\n'),
      ),
    ).toEqual([
      'GET /api/talks |  | { id: id, status: "a" | "b" }[] |  | none list',
      'POST /api/talks | { title: string } | { id: id, title: string } | a new talk starts as submitted | object object',
      'POST /api/talks/:id/accept |  |  | chair only | none none',
      'GET /api/recipes |  | Recipe[] |  | none list',
      'POST /api/recipes/:id/ratings | { stars: integer } | { id: id, stars: integer } | cooks only | object object',
      'GET /api/x |  | { id: id }[] | list of things | none list',
      'DELETE /api/x/:id |  |  | removes one | none none',
    ]);
  });

  it('keeps other bullets as prose', () => {
    const r = parseSpec('# T\n\n## 7. Calls\n\n- the app lists talks\n- FETCH /x\n');
    expect(r.spec.calls).toEqual([]);
    expect(r.spec.sections[0]?.prose).toContain('the app lists talks');
  });
});
