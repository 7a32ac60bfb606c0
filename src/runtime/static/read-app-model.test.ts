import { describe, expect, it } from 'vitest';
import { appStorageName, readAppModel } from './read-app-model';

function docWith(text: string | null) {
  return { getElementById: (id: string) => (id === 'specfront-app' && text !== null ? ({ textContent: text } as HTMLElement) : null) };
}

describe('readAppModel', () => {
  it('reads an embedded model, with \\u003c escapes', () => {
    const model = { version: 1, title: '<b>', screens: [], entities: [] };
    expect(readAppModel(docWith(JSON.stringify(model).replace(/</g, '\\u003c')))).toEqual(model);
  });

  it('gives null for a missing, broken or foreign model', () => {
    expect(readAppModel(docWith(null))).toBeNull();
    expect(readAppModel(docWith('{'))).toBeNull();
    expect(readAppModel(docWith('null'))).toBeNull();
    expect(readAppModel(docWith('{"version":2,"screens":[],"entities":[]}'))).toBeNull();
  });
});

describe('appStorageName', () => {
  it('names data by title and folder, the same for a folder and its index.html', () => {
    expect(appStorageName({ title: 'Clinic' }, '/apps/clinic/')).toBe('Clinic@/apps/clinic/');
    expect(appStorageName({ title: 'Clinic' }, '/apps/clinic/index.html')).toBe('Clinic@/apps/clinic/');
    expect(appStorageName({ title: '' }, '/')).toBe('app@/');
  });
});
