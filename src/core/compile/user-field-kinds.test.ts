import { describe, expect, it } from 'vitest';
import BOOKSHOP from '../../../examples/bookshop.spec.md?raw';
import type { AppModel } from './app-model';
import { compileText } from './compile-app';
import { userFieldKinds, userValueOf } from './user-field-kinds';

/** A model whose only expressions are these permission conditions. */
function withConditions(...when: string[]): AppModel {
  const app = compileText('# Empty\n').app;
  return {
    ...app,
    entities: [],
    permissions: when.map((w) => ({ role: 'r', actions: ['read'], entities: ['X'], when: w, source: { point: 6, line: 1 } })),
  } as unknown as AppModel;
}

describe('userFieldKinds', () => {
  it('reads the bookshop: `user.canRefund` alone is a boolean, `user.email` compared with a field is text', () => {
    const app = compileText(BOOKSHOP).app;
    const kinds = userFieldKinds(app);
    expect(kinds.get('canRefund')).toBe('boolean');
    expect(kinds.get('email')).toBe('text');
  });

  it('takes comparisons with true/false as boolean and with numbers or < > as number', () => {
    const kinds = userFieldKinds(
      withConditions(
        'user.vip == true',
        'false != user.banned',
        'user.level >= 3',
        '2 < user.age',
        'record.total <= user.budget',
        '!user.muted && record.x == 1',
      ),
    );
    expect(Object.fromEntries(kinds)).toEqual({
      vip: 'boolean',
      banned: 'boolean',
      level: 'number',
      age: 'number',
      budget: 'number',
      muted: 'boolean',
    });
  });

  it('falls back to text for strings, method calls and uses that disagree', () => {
    const kinds = userFieldKinds(
      withConditions(
        'user.team == "red"',
        'user.tags.exists(t, t == "a")',
        'user.flag == true',
        'user.flag == "yes"',
        'record.owner == user.id',
      ),
    );
    expect(Object.fromEntries(kinds)).toEqual({ team: 'text', tags: 'text', flag: 'text', id: 'text' });
  });

  it('reads the parsed expression, not the text around it: arithmetic is a number, a string holding `user.` is no use', () => {
    const kinds = userFieldKinds(
      withConditions(
        'user.age + 1 > 18',
        'record.limit - user.used >= 0',
        'record.note == "user.flag == true"',
        '(user.trusted) && record.x == 1',
        'size(user.nickname) > 2',
      ),
    );
    expect(Object.fromEntries(kinds)).toEqual({ age: 'number', used: 'number', trusted: 'boolean', nickname: 'text' });
  });

  it('ignores names that only end in user.', () => {
    expect(userFieldKinds(withConditions('record.user.vip == true', 'superuser.x == 1')).size).toBe(0);
  });
});

describe('userValueOf', () => {
  it('keeps numbers as numbers and checkboxes as booleans', () => {
    expect(userValueOf('number', '42')).toBe(42);
    expect(userValueOf('number', 'abc')).toBe('abc');
    expect(userValueOf('boolean', true)).toBe(true);
    expect(userValueOf('text', '42')).toBe('42');
  });
});
