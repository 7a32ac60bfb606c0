import { describe, expect, it } from 'vitest';
import { allowedServers, describeServers, serverAllowed } from './allowed-servers';
import { settingsProblems } from './runtime-settings';

const page = 'https://app.example.org';

describe('the servers a built app may call (its page policy)', () => {
  it.each([
    ['https://app.example.org/api', ["'self'"], true],
    ['https://api.example.org', ["'self'"], false],
    ['https://api.example.org/v1', ["'self'", 'https://api.example.org'], true],
    ['http://api.example.org', ["'self'", 'https://api.example.org'], false],
    ['https://api.example.org:8443', ["'self'", 'https://api.example.org'], false],
    ['http://127.0.0.1:3000', ["'self'", 'http://127.0.0.1:*'], true],
    ['http://localhost:3000', ["'self'", 'http://127.0.0.1:*'], false],
    ['https://eu.api.example.org', ['https://*.api.example.org'], true],
    ['https://api.example.org', ['https://*.api.example.org'], false],
    ['https://anything.example', ['https:'], true],
    ['not a url', ["'self'"], false],
  ])('%s with %j: %s', (url, sources, expected) => {
    expect(serverAllowed(url, sources, page)).toBe(expected);
  });

  it('reads connect-src from the page, null when it allows any server or there is no policy', () => {
    const docOf = (content: string | null) => ({
      querySelectorAll: () => (content === null ? [] : [{ getAttribute: () => content }]) as unknown as NodeListOf<Element>,
    });
    expect(allowedServers(docOf("default-src 'self'; connect-src 'self' http://127.0.0.1:*"))).toEqual(["'self'", 'http://127.0.0.1:*']);
    expect(allowedServers(docOf("default-src 'self'; connect-src *"))).toBeNull();
    expect(allowedServers(docOf("default-src 'self'"))).toEqual(["'self'"]);
    expect(allowedServers(docOf(null))).toBeNull();
  });

  it('refuses a server outside them in words, before any call', () => {
    const settings = { backend: 'server' as const, baseUrl: 'https://api.example.org/v1', headers: [] };
    const problems = settingsProblems(settings, { sources: ["'self'"], pageOrigin: page });
    expect(problems.map((p) => p.message)).toEqual([
      'This app may only call this site, so it cannot reach https://api.example.org. Ask for a build that allows it (specfront build --server https://api.example.org).',
    ]);
    expect(settingsProblems(settings, { sources: ["'self'", 'https://api.example.org'], pageOrigin: page })).toEqual([]);
    expect(settingsProblems(settings)).toEqual([]);
    expect(describeServers(["'self'", 'https://a.example', 'https://b.example'])).toBe(
      'this site, https://a.example and https://b.example',
    );
  });
});
