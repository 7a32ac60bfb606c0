import { describe, expect, it } from 'vitest';
import { findRoute, hrefFor, matchRoute, paramsOf, parseHash } from './hash-router';

describe('parseHash', () => {
  it('reads the path and query of a hash', () => {
    expect(parseHash('#/talks/12?x=1')).toEqual({ path: '/talks/12', query: 'x=1' });
  });
  it('treats an empty hash as the root', () => {
    expect(parseHash('')).toEqual({ path: '/', query: '' });
    expect(parseHash('#')).toEqual({ path: '/', query: '' });
  });
  it('drops a trailing slash and adds a missing leading one', () => {
    expect(parseHash('#/talks/').path).toBe('/talks');
    expect(parseHash('#talks').path).toBe('/talks');
  });
});

describe('matchRoute', () => {
  it('fills parameters written as :name or {name}', () => {
    expect({ ...matchRoute('/talks/:id', '/talks/12') }).toEqual({ id: '12' });
    expect({ ...matchRoute('/talks/{id}/edit', '/talks/7/edit') }).toEqual({ id: '7' });
  });
  it('decodes parameters and refuses malformed escapes', () => {
    expect(matchRoute('/talks/:id', '/talks/a%20b')?.id).toBe('a b');
    expect(matchRoute('/talks/:id', '/talks/%E0%A4%A')).toBeNull();
  });
  it('does not match other lengths or literals', () => {
    expect(matchRoute('/talks/:id', '/talks')).toBeNull();
    expect(matchRoute('/talks/:id', '/speakers/1')).toBeNull();
  });
  it('keeps names like __proto__ as ordinary keys', () => {
    const params = matchRoute('/x/:__proto__', '/x/1');
    expect(params && Object.keys(params)).toEqual(['__proto__']);
  });
});

describe('findRoute', () => {
  const routes = [{ route: '/talks/:id' }, { route: '/talks/new' }, { route: '/' }];
  it('prefers literal segments over parameters', () => {
    expect(findRoute(routes, '/talks/new')?.route.route).toBe('/talks/new');
    expect(findRoute(routes, '/talks/3')?.params.id).toBe('3');
  });
  it('matches the root and returns null for unknown paths', () => {
    expect(findRoute(routes, '/')?.route.route).toBe('/');
    expect(findRoute(routes, '/nowhere')).toBeNull();
  });
});

describe('hrefFor', () => {
  it('fills and encodes parameters', () => {
    expect(hrefFor('/talks/:id', { id: 'a/b' })).toBe('#/talks/a%2Fb');
    expect(hrefFor('/', {})).toBe('#/');
  });
  it('returns null when a parameter is missing', () => {
    expect(hrefFor('/talks/:id', {})).toBeNull();
  });
  it('lists parameter names', () => {
    expect(paramsOf('/a/:x/b/{y}')).toEqual(['x', 'y']);
  });
});
