import { describe, expect, it } from 'vitest';
import { pathSegments, routeShape } from './route-shape';

describe('routeShape', () => {
  it('erases parameter syntax and names', () => {
    expect(routeShape('/talks/{id}')).toBe(routeShape('/talks/:talkId'));
    expect(routeShape('/talks/:id/edit')).toBe('/talks/:/edit');
  });
  it('drops the query list and a trailing slash', () => {
    expect(routeShape('/api/talks?status')).toBe('/api/talks');
    expect(routeShape('/talks/')).toBe('/talks');
    expect(routeShape('/')).toBe('/');
    expect(routeShape(' /a/b/ ')).toBe('/a/b');
    expect(routeShape('a/')).toBe('a/');
    expect(routeShape('/a//')).toBe('/a/');
  });
  it('keeps literal segments apart', () => {
    expect(routeShape('/talks/new')).not.toBe(routeShape('/talks/:id'));
  });
});

describe('pathSegments', () => {
  it('marks parameters with null', () => {
    expect(pathSegments('/api/talks/:id/submit?x')).toEqual(['api', 'talks', null, 'submit']);
    expect(pathSegments('/api/talks/{id}')).toEqual(['api', 'talks', null]);
  });
});

describe('routeShape over many paths', () => {
  /** The shape as it was built before it was made from slices: split at `/`, each parameter `:`, joined. */
  const reference = (path: string): string => {
    const q = path.indexOf('?');
    const bare = (q === -1 ? path : path.slice(0, q)).trim();
    const segments = bare.split('/');
    const out: string[] = [];
    for (let i = 0; i < segments.length; i++) {
      const s = segments[i] ?? '';
      if (s === '' && i === segments.length - 1 && i > 1) continue;
      out.push(s.startsWith(':') || (s.startsWith('{') && s.endsWith('}')) ? ':' : s);
    }
    return out.join('/');
  };

  it('is the split-and-join shape for every path of a few characters', () => {
    const chars = ['/', ':', '{', '}', 'a', ' ', '?'];
    let seed = 11;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let k = 0; k < 20000; k++) {
      let path = '';
      for (let i = next(10); i > 0; i--) path += chars[next(chars.length)] as string;
      expect(routeShape(path), JSON.stringify(path)).toBe(reference(path));
    }
  });
});

describe('pathSegments over many paths', () => {
  /** The segments as they were found before: split at `/`, empty ones dropped, each parameter null. */
  const reference = (path: string): (string | null)[] => {
    const q = path.indexOf('?');
    const bare = q === -1 ? path : path.slice(0, q);
    const out: (string | null)[] = [];
    for (const s of bare.split('/')) {
      if (s === '') continue;
      out.push(s.startsWith(':') || (s.startsWith('{') && s.endsWith('}')) ? null : s);
    }
    return out;
  };

  it('are the split segments for every path of a few characters', () => {
    const chars = ['/', ':', '{', '}', 'a', ' ', '?'];
    let seed = 5;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let k = 0; k < 20000; k++) {
      let path = '';
      for (let i = next(10); i > 0; i--) path += chars[next(chars.length)] as string;
      expect(pathSegments(path), JSON.stringify(path)).toEqual(reference(path));
    }
  });
});
