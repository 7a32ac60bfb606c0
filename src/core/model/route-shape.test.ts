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
