import { describe, expect, it } from 'vitest';
import { analyzeSpec } from '../check/check-spec';
import { EMPTY_LIST, exactList, listOrEmpty } from './empty-list';

describe('EMPTY_LIST', () => {
  it('is shared by empty lists and stays empty through a parse and a check', () => {
    const spec = '# S\n\n## 2. Screens and routes\n\n| Route | Screen |\n|---|---|\n| /a | A |\n';
    const { spec: model } = analyzeSpec(spec);
    expect(model.screens[0]?.roles).toBe(EMPTY_LIST);
    expect(model.screens[0]?.params).toBe(EMPTY_LIST);
    expect(EMPTY_LIST.length).toBe(0);
  });

  it('listOrEmpty and exactList give the shared list for no items, and the items otherwise', () => {
    expect(listOrEmpty([])).toBe(EMPTY_LIST);
    expect(exactList([])).toBe(EMPTY_LIST);
    const items = [1, 2];
    expect(listOrEmpty(items)).toBe(items);
    expect(exactList(items)).toEqual(items);
    expect(exactList(items)).not.toBe(items);
  });
});
