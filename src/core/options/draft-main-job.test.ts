import { describe, expect, it } from 'vitest';
import { acceptAll } from './accept-all';
import { proposeOptions } from './propose-options';
import { wordCalls } from './rule-calls-from-words';
import { compileText } from '../compile/compile-app';
import { canDo } from '../compile/permissions';

/** The app a draft gives once every option is accepted. */
function appOf(draft: string) {
  return compileText(acceptAll(draft).text).app;
}

describe('the main job of a rough draft after Accept all', () => {
  it('writes the calls a draft names only in words, each event only when the draft names its state', () => {
    const draft = [
      'Notes from the allotment committee, spring',
      '',
      'Plot holders ask for a plot; the secretary approves the request (then it is "approved") or',
      'turns it down. Turned-down requests stay on file. Work days are planned by the secretary.',
      '',
      'Calls the developer will want: list requests, add a request, approve, reject, plan work day, archive.',
    ].join('\n');
    const calls = wordCalls(draft)?.calls.map((c) => `${c.method} ${c.path}`);
    // `reject`: the draft never says `rejected`; `archive`: nor `archived`; `plan work day` is no list or create word
    expect(calls).toEqual(['GET /requests', 'POST /requests', 'POST /requests/:id/approve']);
    const app = appOf(draft);
    const request = app.entities.find((e) => e.name === 'Request');
    expect(request?.calls.list).toBeTruthy();
    expect(request?.calls.create).toBeTruthy();
    expect(request?.machine?.transitions.map((t) => `${t.event} -> ${t.to}`)).toContain('approve -> approved');
    // a draft with calls keeps them as they are
    expect(wordCalls(`${draft}\n\n- GET /plots - all plots`)).toBeNull();
  });

  it('reads pages named without routes as the screens of the records the calls serve', () => {
    const draft = [
      '# Seed swap',
      '',
      'Growers swap seed packets. Only growers use it.',
      '',
      '## Pages we want',
      '',
      '1. Welcome / sign in',
      '2. Swap shelf – every packet on offer, with the grower',
      '3. Add a packet page (maybe a popup?)',
      '4. Packet detail page with the claim button',
      '5. Settings',
      '',
      '## API',
      '',
      '- GET /packets - the shelf',
      '- POST /packets/{id}/claim - a grower claims it',
    ].join('\n');
    const prose = proposeOptions(draft).options.find((o) => o.rule === 'screens-from-prose');
    const table = prose?.edits.map((e) => e.insert).join('\n') ?? '';
    expect(table).toContain('| /packets | Packets | list of packets |');
    expect(table).toContain('| /packets/new | New packet | form to create packet |');
    expect(table).toContain('| /packets/:id | Packet | one packet |');
    // pages whose words name no records stay in the prose
    expect(table).not.toMatch(/welcome|settings/i);
    const app = appOf(draft);
    const packet = app.entities.find((e) => e.name === 'Packet');
    expect(packet?.calls.create).toBeTruthy();
    expect(packet?.calls.detail).toBeTruthy();
    expect(
      app.screens
        .filter((s) => s.entity === 'Packet' && s.gap === null)
        .map((s) => s.kind)
        .sort(),
    ).toEqual(['create', 'detail', 'list']);
  });

  it('leaves a pages table and the notes under it alone', () => {
    const draft = [
      '# Seed swap',
      '',
      '## Pages',
      '',
      '| Page | Who | What |',
      '|---|---|---|',
      '| Shelf | grower | packets |',
      '',
      '- Growers also want to list packets from the phone, for the market day stall (later?)',
      '- Packet detail page',
      '',
      '## API',
      '',
      '- GET /packets - the shelf',
    ].join('\n');
    expect(proposeOptions(draft).options.some((o) => o.rule === 'screens-from-prose')).toBe(false);
  });

  it('gives an event its detail screen when the draft has no screens in the app’s form yet', () => {
    const draft = [
      '# Choir robes',
      '',
      'Singers borrow robes. A singer can borrow a robe; the wardrobe keeper marks it returned.',
      '',
      '## Screens',
      '',
      'Not sure yet, something simple.',
      '',
      '## API calls so far',
      '',
      '- GET /racks/{id}/robes - one rack',
      '- POST /robes/{id}/borrow',
    ].join('\n');
    const app = appOf(draft);
    const detail = app.screens.find((s) => s.entity === 'Robe' && s.kind === 'detail');
    expect(detail?.route).toBe('/robes/:id');
    expect(app.entities.find((e) => e.name === 'Robe')?.calls.detail).toBeTruthy();
  });

  it('reads “shouldn’t”, “couldn’t” as a refusal', () => {
    const draft = [
      '# Allotment tools',
      '',
      'Who uses it:',
      '- stewards (they add tools)',
      '- plot holders',
      '',
      'Stewards add tools. Plot holders borrow tools. Plot holders shouldn’t be able to add tools.',
      '',
      '## Calls',
      '',
      '| Method | Path | Request | Response |',
      '|---|---|---|---|',
      '| GET | /api/tools | — | Tool[] |',
      '| POST | /api/tools | { name: string } | Tool |',
      '| POST | /api/tools/:id/borrow | — | Tool |',
    ].join('\n');
    const app = appOf(draft);
    const holder = app.roles.find((r) => /plot holder/i.test(r.name))?.name ?? null;
    const steward = app.roles.find((r) => /steward/i.test(r.name))?.name ?? null;
    expect(holder).not.toBeNull();
    expect(canDo(app, { role: steward, user: {} }, 'create', 'Tool', null).ok).toBe(true);
    expect(canDo(app, { role: holder, user: {} }, 'create', 'Tool', null).ok).toBe(false);
  });

  it('grants a record the calls name without fields, so its create call is someone’s', () => {
    const draft = [
      '# Library returns',
      '',
      'Librarians check books in. Readers see their loans. Readers cannot add returns.',
      '',
      '## Calls',
      '',
      '- `GET /loans` - the reader sees them',
      '- `POST /returns` - a librarian checks a book in',
    ].join('\n');
    const app = appOf(draft);
    const librarian = app.roles.find((r) => r.name === 'librarian')?.name ?? null;
    expect(librarian).not.toBeNull();
    expect(app.entities.find((e) => e.name === 'Return')?.calls.create).toBeTruthy();
    expect(canDo(app, { role: librarian, user: {} }, 'create', 'Return', null).ok).toBe(true);
    expect(canDo(app, { role: 'reader', user: {} }, 'create', 'Return', null).ok).toBe(false);
  });

  it('reads a POST to a plural word under a record as records made there when the draft speaks of one of them', () => {
    const calls = (extra: string): string[] => {
      const draft = [
        '# Orchard',
        '',
        `Volunteers look after the trees.${extra}`,
        '',
        '- GET /api/trees - all trees',
        '- GET /api/trees/{id} - one tree',
        '- POST /api/trees/{id}/prunings - after pruning a tree',
      ].join('\n');
      return proposeOptions(draft)
        .options.filter((o) => o.rule === 'calls-from-text')
        .flatMap((o) => o.edits.map((e) => e.insert));
    };
    expect(calls(' A volunteer writes down each pruning with its date.').join('\n')).toMatch(
      /POST \| \/api\/trees\/\{id\}\/prunings \| Pruning \| Pruning/,
    );
    // without "a pruning", `prunings` stays what the tree goes through
    expect(calls('').join('\n')).toMatch(/POST \| \/api\/trees\/\{id\}\/prunings \| — \| Tree/);
  });
});
