/**
 * Generates a spec-shaped Markdown document of about `targetBytes`, with all nine points and every
 * construct of the format (tables with escapes, sub-headings, list patterns, shapes, rules, guards).
 * Deterministic: the same size gives the same text.
 */
export function generateSpec(targetBytes: number): string {
  const screens: string[] = [];
  const entities: string[] = [];
  const transitions: string[] = [];
  const rules: string[] = [];
  const roles: string[] = [];
  const permissions: string[] = [];
  const calls: string[] = [];
  const errors: string[] = [];
  const constants: string[] = [];
  let size = 0;
  let i = 0;
  while (size < targetBytes) {
    const E = `Item${i}`;
    const e = `item${i}`;
    const chunk: string[] = [];
    const add = (list: string[], line: string): void => {
      list.push(line);
      chunk.push(line);
    };
    add(screens, `| /${e}s | ${E} list | list of ${E} | clerk${i}, admin |`);
    add(screens, `| /${e}s/:id | ${E} | ${E} detail | clerk${i}, admin |`);
    add(screens, `| /${e}s/new | New ${e} | form to create ${E} | clerk${i} |`);
    add(screens, `| /${e}s/{id}/edit | Edit ${e} | form to edit ${E} | clerk${i} |`);
    add(
      entities,
      [
        `### ${E}`,
        '',
        `Each ${e} is kept for its owner; the notes say how.`,
        '',
        '| Field | Type | Required | Notes |',
        '|---|---|---|---|',
        '| id | id | yes | |',
        '| title | string | yes | shown in lists |',
        '| body | text | no | |',
        '| count | integer | yes | |',
        '| price | number | no | |',
        '| active | boolean | no | |',
        '| due | date | no | |',
        '| createdAt | datetime | no | |',
        '| opensAt | time | no | |',
        '| contact | email | yes | |',
        '| site | url | no | |',
        '| kind | "small" \\| "large" | yes | |',
        `| parent | ${i > 0 ? `Item${i - 1}` : 'Item0'} | no | |`,
        '| tags | string[] | no | |',
        '| status | one of draft, open, closed | yes | starts as draft |',
        '',
      ].join('\n'),
    );
    add(transitions, `| ${E} | draft | open | open | \`size(record.title) >= MIN_TITLE${i}\` | clerk${i} |`);
    add(transitions, `| ${E} | open | close | closed | \`record.count > 0 \\|\\| record.active\` | admin |`);
    add(rules, `| ${E} | title | at most MAX_TITLE${i} characters | Keep it short |`);
    add(rules, `| ${E} | count | between 1 and 99 | From 1 to 99 |`);
    add(rules, `| ${E} | contact | email | Enter an email |`);
    add(rules, `| ${E} | title | matches \`^[A-Z][a-z]+$\` | Capitalised |`);
    add(rules, `| ${E} | body | \`size(value) <= 2000\` | Too long |`);
    add(roles, `- clerk${i} — handles ${e}s`);
    add(permissions, `| clerk${i} | read, create, update, open | ${E} | \`record.contact == user.email\` |`);
    add(permissions, `| admin | read, close | ${E} | |`);
    add(calls, `| GET | /api/${e}s?limit&offset&sort | — | { items: ${E}[], total: integer } | | |`);
    add(calls, `| GET | /api/${e}s/:id | — | ${E} | NOT_FOUND${i} | |`);
    add(
      calls,
      `| POST | /api/${e}s | { title: string, count: integer, contact: email, kind: "small" \\| "large", meta?: { note: string } } | ${E} | INVALID${i} | clerk${i} |`,
    );
    add(calls, `| PUT | /api/${e}s/:id | ${E} | ${E} | NOT_FOUND${i}, INVALID${i} | |`);
    add(calls, `| POST | /api/${e}s/:id/open | — | ${E} | BAD_STATE${i} | |`);
    add(calls, `| POST | /api/${e}s/:id/close | — | ${E} | BAD_STATE${i} | |`);
    add(errors, `| NOT_FOUND${i} | 404 | That ${e} does not exist. | no ${e} has that id |`);
    add(errors, `| INVALID${i} | 422 | Please fix the highlighted fields. | a rule fails |`);
    add(errors, `| BAD_STATE${i} | 409 | Not possible now. | wrong state |`);
    add(constants, `| MAX_TITLE${i} | ${80 + (i % 20)} | longest title |`);
    add(constants, `| MIN_TITLE${i} | 3 | shortest title to open |`);
    size += chunk.join('\n').length + chunk.length;
    i++;
  }
  const table = (head: string, rows: string[]): string => {
    const cols = head.split('|').length - 2;
    return [head, `|${'---|'.repeat(cols)}`, ...rows].join('\n');
  };
  return [
    '# Specification: Generated workload',
    '',
    'A generated spec for benchmarks.',
    '',
    '## 1. What the product does and for whom',
    '',
    'Clerks keep items; admins close them. A clerk may keep at most 3 open items for a week.',
    '',
    '## 2. Screens and routes',
    '',
    table('| Route | Screen | Shows | Roles |', screens),
    '',
    '## 3. Entities and their fields',
    '',
    entities.join('\n'),
    '## 4. States and transitions',
    '',
    table('| Entity | From | Event | To | Guard | Roles |', transitions),
    '',
    '## 5. Validation rules',
    '',
    table('| Entity | Field | Rule | Message |', rules),
    '',
    '## 6. Roles and permissions',
    '',
    '- admin — closes items',
    ...roles,
    '',
    table('| Role | Can | On | When |', permissions),
    '',
    '## 7. The calls it makes',
    '',
    table('| Method | Path | Request | Response | Errors | Roles |', calls),
    '',
    '## 8. The error catalogue',
    '',
    table('| Code | Status | Message | When |', errors),
    '',
    '## 9. Business constants and limits',
    '',
    table('| Name | Value | Meaning |', constants),
    '',
  ].join('\n');
}
