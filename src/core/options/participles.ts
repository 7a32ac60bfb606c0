/**
 * Past participles of German, Spanish and French infinitives, as the state an event leads to (`sperren` →
 * `gesperrt`, `abschließen` → `abgeschlossen`, `entregar` → `entregado`/`entregada`, `valider` → `validé`/`validée`).
 * Regular forms by rule, the common irregular verbs by table; English is verb-forms.ts's (compromise).
 * A word that is not an infinitive of the language gives null.
 */

/** German strong (and mixed) verbs: infinitive → participle with `ge-`. */
const DE_STRONG: Readonly<Record<string, string>> = {
  geben: 'gegeben',
  nehmen: 'genommen',
  schließen: 'geschlossen',
  schliessen: 'geschlossen',
  sehen: 'gesehen',
  lesen: 'gelesen',
  schreiben: 'geschrieben',
  ziehen: 'gezogen',
  gehen: 'gegangen',
  kommen: 'gekommen',
  bringen: 'gebracht',
  finden: 'gefunden',
  halten: 'gehalten',
  lassen: 'gelassen',
  laden: 'geladen',
  weisen: 'gewiesen',
  heben: 'gehoben',
  rufen: 'gerufen',
  tragen: 'getragen',
  sprechen: 'gesprochen',
  treffen: 'getroffen',
  werfen: 'geworfen',
  stehen: 'gestanden',
  tun: 'getan',
  fahren: 'gefahren',
  helfen: 'geholfen',
  streichen: 'gestrichen',
  scheiden: 'geschieden',
  leihen: 'geliehen',
  binden: 'gebunden',
  senden: 'gesendet',
  denken: 'gedacht',
  kennen: 'gekannt',
  nennen: 'genannt',
  brechen: 'gebrochen',
  stellen: 'gestellt',
  fangen: 'gefangen',
  gleichen: 'geglichen',
  schieben: 'geschoben',
  bieten: 'geboten',
  werben: 'geworben',
  sagen: 'gesagt',
  legen: 'gelegt',
  setzen: 'gesetzt',
};

const DE_SEPARABLE = [
  'zurück',
  'zusammen',
  'weiter',
  'fest',
  'frei',
  'nach',
  'heim',
  'weg',
  'vor',
  'auf',
  'aus',
  'ein',
  'mit',
  'los',
  'her',
  'hin',
  'bei',
  'ab',
  'an',
  'zu',
];
const DE_INSEPARABLE = ['miss', 'emp', 'ent', 'ver', 'zer', 'be', 'er', 'ge'];

function germanBase(verb: string): string | null {
  if (verb.endsWith('ieren')) return `${verb.slice(0, -2)}t`;
  const strong = DE_STRONG[verb];
  if (strong !== undefined) return strong;
  for (const p of DE_INSEPARABLE) {
    const rest = verb.slice(p.length);
    if (verb.startsWith(p) && rest.length >= 4 && /[aeiouäöü]/.test(rest.slice(0, -2))) {
      const inner = germanBase(rest);
      if (inner !== null) return p + (inner.startsWith('ge') ? inner.slice(2) : inner);
    }
  }
  const stem = verb.endsWith('ern') || verb.endsWith('eln') ? verb.slice(0, -1) : verb.slice(0, -2);
  if (stem.length < 2) return null;
  const linking = /(?:[dt]|(?:ch|[^aeiouäöülrh])[mn])$/.test(stem) ? 'et' : 't';
  return `ge${stem}${linking}`;
}

/** `sperren` → `gesperrt`, `freigeben` → `freigegeben`, `stornieren` → `storniert`, `eröffnen` → `eröffnet`. */
export function germanParticiple(infinitive: string): string | null {
  const verb = infinitive.toLowerCase();
  if (!/^[a-zäöüß]+(?:en|ern|eln)$/.test(verb) || verb.length < 4) return null;
  for (const p of DE_SEPARABLE) {
    const rest = verb.slice(p.length);
    if (verb.startsWith(p) && rest.length >= 4 && /[aeiouäöü]/.test(rest.slice(0, -2))) {
      const inner = germanBase(rest);
      if (inner !== null) return p + inner;
    }
  }
  return germanBase(verb);
}

const ES_IRREGULAR: Readonly<Record<string, string>> = {
  abrir: 'abierto',
  hacer: 'hecho',
  poner: 'puesto',
  escribir: 'escrito',
  ver: 'visto',
  volver: 'vuelto',
  devolver: 'devuelto',
  resolver: 'resuelto',
  romper: 'roto',
  cubrir: 'cubierto',
  decir: 'dicho',
  morir: 'muerto',
  imprimir: 'impreso',
  reabrir: 'reabierto',
  proponer: 'propuesto',
  reponer: 'repuesto',
  componer: 'compuesto',
  deshacer: 'deshecho',
  describir: 'descrito',
  inscribir: 'inscrito',
  suscribir: 'suscrito',
};

/** `entregar` → [`entregado`, `entregada`], `abrir` → [`abierto`, `abierta`]; a reflexive `-se` is dropped. */
export function spanishParticiples(infinitive: string): string[] {
  const verb = infinitive.toLowerCase().replace(/(?<=[aeií]r)se$/, '');
  const irregular = ES_IRREGULAR[verb];
  let masculine: string | null = null;
  if (irregular !== undefined) masculine = irregular;
  else if (/^[a-zñáéíóú]{2,}ar$/.test(verb)) masculine = `${verb.slice(0, -2)}ado`;
  else if (/^[a-zñáéíóú]{2,}[eií]r$/.test(verb)) masculine = `${verb.slice(0, -2)}ido`;
  return masculine === null ? [] : [masculine, `${masculine.slice(0, -1)}a`];
}

const FR_IRREGULAR: Readonly<Record<string, string>> = {
  prendre: 'pris',
  reprendre: 'repris',
  mettre: 'mis',
  remettre: 'remis',
  soumettre: 'soumis',
  admettre: 'admis',
  permettre: 'permis',
  promettre: 'promis',
  faire: 'fait',
  ouvrir: 'ouvert',
  rouvrir: 'rouvert',
  offrir: 'offert',
  couvrir: 'couvert',
  écrire: 'écrit',
  inscrire: 'inscrit',
  décrire: 'décrit',
  recevoir: 'reçu',
  voir: 'vu',
  revoir: 'revu',
  clore: 'clos',
  venir: 'venu',
  tenir: 'tenu',
  retenir: 'retenu',
  obtenir: 'obtenu',
  devenir: 'devenu',
  revenir: 'revenu',
  courir: 'couru',
  lire: 'lu',
  dire: 'dit',
  conduire: 'conduit',
  produire: 'produit',
  traduire: 'traduit',
  peindre: 'peint',
  joindre: 'joint',
  rejoindre: 'rejoint',
  atteindre: 'atteint',
  éteindre: 'éteint',
  suivre: 'suivi',
  vivre: 'vécu',
  résoudre: 'résolu',
  mourir: 'mort',
  asseoir: 'assis',
  savoir: 'su',
  pouvoir: 'pu',
  vouloir: 'voulu',
  devoir: 'dû',
};

/** `valider` → [`validé`, `validée`], `rendre` → [`rendu`, `rendue`], `finir` → [`fini`, `finie`]. */
export function frenchParticiples(infinitive: string): string[] {
  const verb = infinitive.toLowerCase();
  const irregular = FR_IRREGULAR[verb];
  let masculine: string | null = null;
  if (irregular !== undefined) masculine = irregular;
  else if (/^[a-zàâçéèêëîïôûùüÿœ]{2,}er$/.test(verb)) masculine = `${verb.slice(0, -2)}é`;
  else if (/^[a-zàâçéèêëîïôûùüÿœ]{2,}ir$/.test(verb)) masculine = `${verb.slice(0, -2)}i`;
  else if (/^[a-zàâçéèêëîïôûùüÿœ]{2,}[dp]re$/.test(verb)) masculine = `${verb.slice(0, -2)}u`;
  if (masculine === null) return [];
  const feminine = /[tsé]$/.test(masculine) || /[iu]$/.test(masculine) ? `${masculine}e` : masculine;
  return feminine === masculine ? [masculine] : [masculine, feminine];
}
