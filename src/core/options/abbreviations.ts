import { foldName } from '../words/fold-entity-name';
import { entityNameOf } from './names';

/**
 * The abbreviations a draft defines in passing: `work orders (WO)`, `Purchase Orders (POs)`, `Bons de livraison
 * (BL)`: the words before the parenthesis whose initials spell it. A path that says `/api/wo` then names work
 * orders, and the entity is `WorkOrder`, not `Wo`. Keyed by the abbreviation folded (`wo`), the words as written.
 * Linear: each `(…)` is read once, with the few words before it.
 */
export function findAbbreviations(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const paren = /\(([A-Z][A-Za-z]{1,5})\)/g;
  for (let m = paren.exec(text); m !== null; m = paren.exec(text)) {
    const abbr = (m[1] as string).replace(/s$/, '');
    const letters = abbr.toLowerCase();
    if (letters.length < 2 || abbr !== abbr.toUpperCase()) continue;
    const before = text
      .slice(Math.max(0, m.index - 80), m.index)
      .split(/\s+/)
      .filter((w) => w !== '');
    const words = before.slice(-letters.length).map((w) => w.replace(/[^\p{L}-]/gu, ''));
    if (words.length !== letters.length || words.some((w) => w === '')) continue;
    const initials = words.map((w) => (w[0] as string).toLowerCase()).join('');
    if (initials === letters && !out.has(foldName(letters))) out.set(foldName(letters), words.join(' ').toLowerCase());
  }
  return out;
}

/** The entity a path word names, spelled out when the draft defines it as an abbreviation (`wo` → `WorkOrder`). */
export function entityNameFor(collection: string, abbreviations: ReadonlyMap<string, string>): string {
  return entityNameOf(abbreviations.get(foldName(collection)) ?? collection);
}
