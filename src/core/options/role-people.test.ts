import { describe, expect, it } from 'vitest';
import type { Person } from './prose-powers';
import { rolePeople } from './role-people';

const person = (name: string, strength: Person['strength'] = 'prose'): Person => ({ name, evidence: [], description: '', strength });
const names = (people: readonly Person[], text: string, language: 'en' | 'de' | 'es' | 'fr' = 'en', records: string[] = []): string[] =>
  rolePeople(people, { text, language, isRecord: (w) => records.includes(w) }).people.map((p) => p.name);

describe('rolePeople: kinds of people', () => {
  it('drops English names whose head is a thing, an abstract noun, a time or a first name', () => {
    const text =
      'Skippers log trips. Oars stay in the shed. Proposals are voted on. Evenings are busy. The keys stay with Ana, or Mason when Ana is away.';
    expect(
      names(
        ['skipper', 'oar', 'proposal', 'evening', 'ana', 'mason'].map((n) => person(n)),
        text,
      ),
    ).toEqual(['skipper']);
  });

  it('keeps a written role whatever its word (a Roles column)', () => {
    expect(names([person('Front desk', 'column'), person('desk')], 'The front desk checks guests in.')).toEqual(['Front desk']);
  });

  it('keeps groups acting as one and multi-word roles by their head', () => {
    expect(names([person('committee'), person('lab manager')], 'The committee approves. The lab manager books.')).toEqual([
      'committee',
      'lab manager',
    ]);
  });

  it('takes a person in a later sense only when the draft reserves something to it (`chair only`)', () => {
    const text = 'The chair accepts talks. Chairs stand in the hall.';
    const reserved = rolePeople([person('chair')], { text, language: 'en', reserving: new Set(['chair']) });
    expect(reserved.people.map((p) => p.name)).toEqual(['chair']);
    expect(rolePeople([person('chair')], { text, language: 'en' }).people).toEqual([]);
  });

  it('takes a clipped word (`admin`) only when the draft reserves something to it', () => {
    const text = 'The admin adds chores. The admin page lists them.';
    expect(rolePeople([person('admin')], { text, language: 'en', reserving: new Set(['chair']) }).people).toEqual([]);
    const reserved = rolePeople([person('admin')], { text, language: 'en', reserving: new Set(['admin']) });
    expect(reserved.people.map((p) => p.name)).toEqual(['admin']);
  });

  it('drops a German, Spanish or French head that is one of the records, unless its ending or word names a person', () => {
    const fr = 'Soit une livraison du jour. Le producteur consulte ses livraisons. Le membre paie.';
    expect(names([person('livraison'), person('producteur'), person('membre')], fr, 'fr', ['livraison', 'producteur', 'membre'])).toEqual([
      'producteur',
      'membre',
    ]);
    expect(names([person('Buchung'), person('Fahrer')], 'Der Fahrer sieht die Buchung.', 'de', ['buchung', 'fahrer'])).toEqual(['Fahrer']);
  });
});

describe('rolePeople: one name per person', () => {
  it('drops a longer name said once beside its head said alone (`let residents`, `non-members`)', () => {
    const text = 'Let residents report potholes. Residents see their reports. Non-members can do nothing; members vote.';
    const { people, alias } = rolePeople([person('let resident'), person('resident'), person('non member'), person('member')], {
      text,
      language: 'en',
    });
    expect(people.map((p) => p.name)).toEqual(['resident', 'member']);
    expect(alias.get('let resident')).toBe('resident');
  });

  it('drops a head never said but inside a longer name (`leader` of `group leader`)', () => {
    const text = 'Group leaders ask for rooms. The warden approves what group leaders ask.';
    expect(names([person('group leader'), person('leader', 'tagger'), person('warden')], text)).toEqual(['group leader', 'warden']);
  });

  it('keeps a head said alone beside a longer name said often (`member` and `committee member`)', () => {
    const text = 'Members propose films. Committee members pick the winner. A committee member schedules it. Members vote.';
    expect(names([person('member'), person('committee member')], text)).toEqual(['member', 'committee member']);
  });

  it('reads a group beside its members as the members (`crew` and `crew member`)', () => {
    const text = 'The crew fixes potholes. Each crew member closes a job. Crew members see the map.';
    const { people, alias } = rolePeople([person('crew'), person('crew member')], { text, language: 'en' });
    expect(people.map((p) => p.name)).toEqual(['crew member']);
    expect(alias.get('crew')).toBe('crew member');
  });

  it('reads the head of a Spanish or French name first (`familias del barrio`, said less than `familia`)', () => {
    const text =
      'Para quién: familias del barrio. Las familias del barrio se ayudan. Una familia ofrece, otra familia reserva, las familias ven.';
    expect(names([person('familias del barrio'), person('familia')], text, 'es')).toEqual(['familia']);
  });

  it('spells out an abbreviation the text writes in full (`PM` → `project manager`)', () => {
    const text = 'Our project managers run the jobs. The PM assigns a translator. Translators deliver.';
    const { people, alias } = rolePeople([person('pm'), person('translator'), person('manager', 'tagger')], { text, language: 'en' });
    expect(people.map((p) => p.name)).toEqual(['project manager', 'translator']);
    expect(alias.get('pm')).toBe('project manager');
    expect(alias.get('manager')).toBe('project manager');
  });
});
