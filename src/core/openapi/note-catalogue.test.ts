import { describe, expect, it } from 'vitest';
import doc from '../../../docs/openapi.md?raw';
import { importOpenApi } from './import-openapi';
import { NOTE_WORDING, noteWording, type NoteCode } from './note-catalogue';
import { NoteLog } from './note-log';

describe('the note catalogue', () => {
  it('has kebab-case codes, each with a sentence that starts in lower case', () => {
    for (const code of Object.keys(NOTE_WORDING) as NoteCode[]) {
      expect(code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
      const fill = new Proxy({}, { get: (_, key) => (key === 'inShape' || key === 'discriminator' ? false : `<${String(key)}>`) });
      const what = (NOTE_WORDING[code] as (a: unknown) => string)(fill);
      expect(what).toMatch(/^[a-z]/);
      expect(what).not.toContain('undefined');
    }
  });

  it('words a note from its arguments', () => {
    expect(noteWording('servers', { servers: 'https://a.example' })).toBe(
      `the servers (https://a.example); the running app's server is chosen in its settings ("A real server")`,
    );
    expect(noteWording('tuple', { inShape: true })).toBe('a tuple (prefixItems); left out');
    expect(noteWording('untyped', { inShape: true })).toBe('a schema without a type; left out of the shape');
  });

  it('a log keeps each place and sentence once, in the order met', () => {
    const log = new NoteLog();
    log.note('#/a', 'map');
    log.note('#/b', 'map');
    log.note('#/a', 'map');
    log.note('#/a', 'webhook');
    expect(log.notes.map((n) => `${n.pointer} ${n.code}`)).toEqual(['#/a map', '#/b map', '#/a webhook']);
  });

  it('an import returns each note with its code', () => {
    const r = importOpenApi(
      'openapi: 3.1.0\ninfo: { title: x, version: "2" }\nservers: [{ url: "https://x.example" }]\npaths:\n  /a:\n    head: { responses: {} }\nwebhooks:\n  done: {}\n',
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.notCarried.map((n) => `${n.code} ${n.pointer}`)).toEqual([
      'method #/paths/~1a/head',
      'version #/info/version',
      'servers #/servers',
      'webhook #/webhooks/done',
    ]);
  });

  it('is documented in docs/openapi.md, code by code', () => {
    const section = doc.slice(doc.indexOf('### Noted as not carried'), doc.indexOf('### Swagger 2.0'));
    const documented = [...section.matchAll(/^\| `([a-z0-9-]+)` \| /gm)].map((m) => m[1]);
    expect(documented).toEqual(Object.keys(NOTE_WORDING));
  });
});
