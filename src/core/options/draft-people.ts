import type { Span } from '../source/span';

/**
 * People a draft names by the forms people write them in (issue 19), wherever they stand: user stories (`As a
 * member, I want…`, `Als Mitglied möchte ich…`, `Como familia quiero…`, `En tant que bénévole…`), Gherkin givens
 * (`Given I am a walker`, `Soit un producteur`, `Angenommen ich bin Hausmeister`), lists under a heading or label
 * that says who (`Personas`, `Who uses it`, `Two kinds of people:`, `Akteure`, `Acteurs`, `Usuarios`), and tables
 * with a column that says who (`Who | What they do`, `Rolle`, `Acteur`). Each is a noun phrase of at most three
 * words, articles dropped; what is a person and what is not is then decided with the rest of the prose.
 */
export interface DraftPerson {
  readonly name: string;
  readonly span: Span;
  /** How it was found: a story's subject, a list of people, a table's who column, a Gherkin given. */
  readonly form: 'story' | 'list' | 'table' | 'given';
}

const ARTICLE =
  /^(?:a|an|the|any|some|un|una|uno|unos|unas|el|la|los|las|le|les|l'|une|des|du|de|ein|eine|einer|einen|der|die|das|den|dem|ich|i|am|je|suis|soy|yo|logged[- ]in|registered|signed[- ]in)\s+/i;
const PEOPLE_LABEL =
  /\b(?:personas?|people|users?|roles?|actors?|who(?:\s+uses|\s+is\s+it\s+for)?|kinds of people|types of users|user types|stakeholders|audience|akteure|rollen|benutzer(?:gruppen)?|nutzer(?:gruppen)?|zielgruppen?|beteiligte|acteurs?|utilisateurs?|profils?|usuarios?|perfiles|actores|roles|destinatarios|qui|wer|quién|quien|quiénes|profiles?|nutzer)\b/i;
const WHO_COLUMN =
  /^(?:who|role|roles|persona|personas|actor|actors|user|users|rolle|rollen|akteur|wer|rol|roles|actor|usuario|quién|quien|acteur|acteurs|qui|profil|utilisateur)$/i;

/** A noun phrase's words without articles, markup and what follows a separator; null when it is no short phrase. */
export function personPhrase(raw: string): string | null {
  let s = raw
    .replace(/[*_`"“”']/g, '')
    .replace(/\s*[([].*$/, '')
    .split(
      /\s+(?:[-–—:]|->|→)\s+|[,:;.!?]|\s+(?:who|that|which|wants?|want|i|ich|quiero|je|can|kann|puede|peut|möchte|moechte|will|would|der|die|das|que|qui)\b/i,
    )[0]!
    .trim();
  for (let i = 0; i < 3 && ARTICLE.test(s); i++) s = s.replace(ARTICLE, '');
  s = s.trim();
  if (s.length < 3 || s.length > 40) return null;
  const words = s.split(/\s+/);
  if (words.length > 3 || !words.every((w) => /^[\p{L}][\p{L}'’-]*$/u.test(w))) return null;
  return s;
}

/** Whether what stands before a story on its line lets it open a sentence or clause: nothing but markup, a bullet, a label or punctuation. */
function opensClause(before: string): boolean {
  return /(?:^|[.!?:;–—|>(*_"“•+-]|^\s*\d+[.)])\s*$/.test(before);
}

function lineSpans(text: string): { text: string; from: number }[] {
  const out: { text: string; from: number }[] = [];
  let at = 0;
  for (const raw of text.split('\n')) {
    out.push({ text: raw.replace(/\r$/, ''), from: at });
    at += raw.length + 1;
  }
  return out;
}

/** The people a draft names in these forms, in text order (one entry per mention). Linear in the text. */
export function findDraftPeople(text: string): DraftPerson[] {
  const out: DraftPerson[] = [];
  const add = (raw: string, lineFrom: number, lineText: string, form: DraftPerson['form']): void => {
    const name = personPhrase(raw);
    if (name === null) return;
    const at = lineText.indexOf(name);
    const from = lineFrom + Math.max(0, at);
    out.push({ name, span: { from, to: from + (at === -1 ? 0 : name.length) }, form });
  };
  const lines = lineSpans(text);
  let peopleList = false;
  let listIndent = -1;
  let whoColumn = -1;
  for (const l of lines) {
    // A comment line of a Gherkin file or a script (`#   - le fromager : …`) is read without its `#`.
    const t = /^#\s{2,}|^#\s*[-*•]\s|^#\s*$/.test(l.text)
      ? l.text.replace(/^#/, ' ')
      : /^\s*(?:\/\/|--)\s/.test(l.text)
        ? l.text.replace(/^\s*(?:\/\/|--)/, '  ')
        : l.text;
    // User stories, in four languages, each opening its sentence or clause (`- As a member, I want`, `**HU1 – Como
    // familia quiero`), not `als` / `como` inside one (`brauche als Vorsitzender, weiß`, `marcar … como entregada,`).
    for (const m of t.matchAll(
      /\b(?:as\s+(?:an?|the)\s+|als\s+(?:ein(?:e)?\s+)?|como\s+(?:un(?:a)?\s+)?|en\s+tant\s+qu(?:e\s+|')(?:un(?:e)?\s+)?)([\p{L}][\p{L}' -]{1,40}?)\s*(?:,|\s(?:I|ich|quiero|je|möchte|moechte|want|wants|would|need|needs)\b)/giu,
    ))
      if (opensClause(t.slice(0, m.index))) add(m[1]!, l.from, t, 'story');
    // Gherkin givens.
    for (const m of t.matchAll(
      /^\s*(?:given|and|soit|étant donné|etant donne|angenommen|gegeben sei|dado|dada)\s+(?:that\s+)?(?:i am|i'm|je suis|ich bin|soy|estoy)?\s*(?:logged in as|signed in as|connecté comme|connecté en tant que|angemeldet als|conectado como)?\s*((?:an?|the|un|une|ein|eine|el|la|le)\s+[\p{L}][\p{L}' -]{1,40}?)(?:\s+(?:is|exists|named|called|with|avec|mit|con|has|who)\b|\s*$|[,"“])/giu,
    ))
      // `Soit la livraison de "P012"`: a record of someone named after it, no person.
      if (!/\s(?:of|de|du|des|del|von|vom)\s*$/i.test(m[1]!)) add(m[1]!, l.from, t, 'given');
    // Tables with a who column.
    if (t.trimStart().startsWith('|')) {
      const cells = t.split('|').map((c) => c.trim());
      if (whoColumn === -1) {
        const i = cells.findIndex((c) => WHO_COLUMN.test(c.replace(/[*_`]/g, '')));
        if (i > 0) whoColumn = i;
      } else if (!/^[\s|:-]+$/.test(t)) {
        const cell = cells[whoColumn];
        if (cell) for (const part of cell.split(/,|\/|\bor\b|\band\b|\by\b|\bou\b|\bund\b/)) add(part, l.from, t, 'table');
      }
      continue;
    }
    whoColumn = -1;
    // Lists of people under a heading or label that says who.
    const isHeading =
      /^\s*#{1,6}\s/.test(t) ||
      /^\s*\*\*[^*]+\*\*\s*:?\s*$/.test(t) ||
      /:\s*$/.test(t) ||
      (/^\d+(?:\.\d+)*\.?\s+[\p{L}][^.!?]{0,60}$/u.test(t.trim()) && !/^\d+\.\d+/.test(t.trim()));
    if (isHeading) {
      peopleList = PEOPLE_LABEL.test(t) && t.length < 90;
      listIndent = -1;
      continue;
    }
    if (!peopleList) continue;
    const item = /^(\s*)(?:[-*•+]|\d+(?:\.\d+)*[.)]?)\s+(.*)$/.exec(t);
    if (!item) {
      if (t.trim() !== '' && !/^\s/.test(t)) peopleList = false;
      continue;
    }
    const indent = item[1]!.length;
    if (listIndent === -1) listIndent = indent;
    if (indent > listIndent) continue; // what a person does, under the person
    // `- admin? me, for now`: a question whether there is such a person, no one yet.
    if (/^[*_\s]*[\p{L}][\p{L}' -]{0,40}\?/u.test(item[2]!)) continue;
    add(item[2]!, l.from, t, 'list');
  }
  return out;
}

const ARTICLES: Readonly<Record<'de' | 'es' | 'fr', RegExp>> = {
  de: /\b(?:der|die|den|dem|ein|eine|einen|jeder|jede|jeden|kein|keine|unsere|alle)\s+([A-ZÄÖÜ][\p{Ll}ß]{3,}(?:erin|erinnen|er|ern|or|orin|oren|ent|enten|ant|anten|ist|isten|ling|linge|iger|icher|ichen|eur|eure))\b/gu,
  es: /\b(?:el|la|los|las|un|una|cada|ningún|ninguna|todos los|todas las)\s+(\p{Ll}{3,}(?:ista|istas|or|ora|ores|oras|ante|antes|ero|era|eros|eras|ente|entes|ario|aria|arios|arias))\b/gu,
  fr: /\b(?:le|la|les|un|une|chaque|aucun|aucune|nos|des|du|l')\s*(\p{Ll}{3,}(?:eur|eurs|euse|euses|rice|rices|iste|istes|ant|ants|ante|antes|ier|iers|ière|ières|ien|iens|ienne|iennes|aire|aires))\b/gu,
};

/**
 * People a German, Spanish or French draft names in its sentences: a noun for a person (by its ending: -er, -in,
 * -or, -ista, -eur, -rice, -ier…) after an article, mentioned at least twice, singular. A person-noun lexicon per
 * language would be better; until then this finds `der Hausmeister`, `le réparateur`, `las familias` is left to
 * the lists and stories.
 */
export function findProsePeople(text: string, language: 'de' | 'es' | 'fr'): DraftPerson[] {
  const counts = new Map<string, { name: string; spans: Span[] }>();
  const re = new RegExp(ARTICLES[language].source, ARTICLES[language].flags);
  for (const m of text.matchAll(re)) {
    const word = m[1]!;
    const from = (m.index ?? 0) + m[0].length - word.length;
    const key = singularOf(word.toLowerCase(), language);
    const hit = counts.get(key) ?? { name: singularOf(word, language), spans: [] };
    if (hit.spans.length < 8) hit.spans.push({ from, to: from + word.length });
    counts.set(key, hit);
  }
  const out: DraftPerson[] = [];
  for (const [key, { name, spans }] of counts)
    if (spans.length >= 2 && !NOT_PERSON[language].has(key)) for (const span of spans) out.push({ name, span, form: 'list' });
  return out;
}

function singularOf(word: string, language: 'de' | 'es' | 'fr'): string {
  if (language === 'de') return word.replace(/innen$/, 'in').replace(/(?<=er|or|ent|ant|ist)en$|(?<=ling|eur)e$|(?<=er|or)n$/, '');
  if (language === 'es') return word.replace(/(?<=[aeiou])s$|(?<=or)es$/, '');
  return word.replace(/(?<=[a-zé])s$/, '').replace(/x$/, '');
}

/** Nouns with a person's ending that name things (a lexicon of person nouns per language would replace this list). */
const NOT_PERSON: Readonly<Record<'de' | 'es' | 'fr', ReadonlySet<string>>> = {
  de: new Set([
    'trockner',
    'computer',
    'drucker',
    'rechner',
    'kalender',
    'zähler',
    'fehler',
    'nummer',
    'liter',
    'meter',
    'wasser',
    'keller',
    'zimmer',
    'monitor',
    'server',
    'ordner',
    'filter',
    'sensor',
    'motor',
    'tresor',
    'fenster',
    'container',
    'termin',
    'vertrag',
    'betreiber',
    'newsletter',
    'buchstabe',
  ]),
  es: new Set([
    'ordenador',
    'error',
    'motor',
    'valor',
    'color',
    'calendario',
    'horario',
    'formulario',
    'número',
    'monitor',
    'servidor',
    'contador',
    'sector',
    'comentario',
    'inventario',
    'vendedor',
    'interior',
    'exterior',
    'anterior',
    'posterior',
    'mayor',
    'menor',
    'mejor',
    'peor',
    'superior',
    'inferior',
    'primero',
    'tercero',
    'dinero',
    'mensaje',
  ]),
  fr: new Set([
    'couleur',
    'cahier',
    'imprimante',
    'heure',
    'valeur',
    'erreur',
    'ordinateur',
    'fichier',
    'papier',
    'panier',
    'calendrier',
    'courrier',
    'quartier',
    'premier',
    'dernier',
    'moteur',
    'serveur',
    'compteur',
    'secteur',
    'longueur',
    'hauteur',
    'largeur',
    'chaleur',
    'rigueur',
    'lecteur',
    'écran',
    'suivant',
    'suivante',
    'restant',
    'montant',
    'instant',
    'important',
    'courant',
    'document',
    'moment',
    'bouton',
    'dossier',
    'atelier',
    'métier',
    'entier',
    'tablette',
  ]),
};
