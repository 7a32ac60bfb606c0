import { describe, expect, it } from 'vitest';
import { celFieldUses, type CelValueKind } from './cel-field-uses';

/** The kinds of every `user.X` use in one expression, by field (several uses of one field joined by "|"). */
function kinds(source: string): Record<string, string> {
  const uses = celFieldUses(source, 'user');
  if (uses === null) throw new Error(`does not parse: ${source}`);
  const out: Record<string, string> = {};
  for (const u of [...uses].sort((a, b) => a.field.localeCompare(b.field) || String(a.kind).localeCompare(String(b.kind)))) {
    const k = u.kind ?? 'unknown';
    out[u.field] = out[u.field] ? `${out[u.field]}|${k}` : k;
  }
  return out;
}

// A corpus: how different authors write a condition on the signed-in user, and the kind each use calls for.
const CORPUS: readonly [string, Record<string, CelValueKind | 'unknown'>][] = [
  // Flags, as a condition on their own or compared with a boolean.
  ['user.canRefund', { canRefund: 'boolean' }],
  ['!user.suspended', { suspended: 'boolean' }],
  ['user.isAdmin || record.owner == user.id', { isAdmin: 'boolean', id: 'unknown' }],
  ['user.verified == true && record.public', { verified: 'boolean' }],
  ['false != user.banned', { banned: 'boolean' }],
  ['(user.staff) ? record.total > 0 : record.total > 100', { staff: 'boolean' }],
  // Numbers: arithmetic, ordering, comparison with a number, on either side.
  ['user.age + 1 > 18', { age: 'number' }],
  ['user.age >= 18', { age: 'number' }],
  ['18 <= user.age', { age: 'number' }],
  ['record.total <= user.budget', { budget: 'number' }],
  ['user.level == 3', { level: 'number' }],
  ['user.quota - record.used > 0', { quota: 'number' }],
  ['record.price * 2 < user.credit * 1.5', { credit: 'number' }],
  ['-user.offset < 0', { offset: 'number' }],
  ['record.pages + user.extra > 10', { extra: 'number' }],
  ['user.tier in [1, 2, 3]', { tier: 'number' }],
  // Text: compared with or added to a string, a list of strings.
  ['user.team == "red"', { team: 'text' }],
  ["record.ownerEmail == user.email + ''", { email: 'text' }],
  ['user.country in ["FR", "DE"]', { country: 'text' }],
  ['user.name < "m"', { name: 'text' }],
  // Nothing said: compared with a record's field, given to a function, selected further.
  ['record.owner == user.id', { id: 'unknown' }],
  ['size(user.nickname) > 2', { nickname: 'unknown' }],
  ['user.email.endsWith("@example.org")', { email: 'unknown' }],
  ['user.tags.exists(t, t == "a")', { tags: 'unknown' }],
  ['user.address.city == "Paris"', { address: 'unknown' }],
  // Not a use of the user at all.
  ['record.user.vip == true', {}],
  ['superuser.x == 1', {}],
  ['"user.vip == true" == record.note', {}],
  ['record.items.all(user, user.qty > 0)', {}],
];

describe('celFieldUses (the kind a `user.X` use calls for, from the parsed expression)', () => {
  for (const [source, expected] of CORPUS) {
    it(source, () => {
      expect(kinds(source)).toEqual(expected);
    });
  }

  it('gives every use of a field, and null for an expression that does not parse', () => {
    expect(kinds('user.vip == true && user.vip == "yes"')).toEqual({ vip: 'boolean|text' });
    expect(celFieldUses('user.age +', 'user')).toBeNull();
  });

  it('walks a long chain without recursion', () => {
    // As long as an expression may be (MAX_EXPRESSION_LENGTH, 10,000 characters).
    const long = Array.from({ length: 700 }, (_, i) => `record.a${i}`).join(' + ') + ' + user.bonus > 3';
    expect(kinds(long)).toEqual({ bonus: 'number' });
  });
});
