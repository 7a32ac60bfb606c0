import type { Spec } from '../spec/spec';
import type { InferredModel } from './infer-model';
import { powersFromCalls, rolesFromCallAnnotations } from './prose-call-powers';
import { peopleFromColumns, peopleFromProse, proseText } from './prose-people';
import { proseState, type ProseReading } from './prose-reading';
import { participleChains, powersFromSentences } from './prose-sentence-powers';

export type { FromHint, Person, Power, ProseReading } from './prose-reading';
export { lemmaOf, roleKey } from './prose-tokens';

/**
 * Who the draft's people are and what the prose says they may do. Read from point 1 (sentences and bullets),
 * the Roles/Who columns of points 2 and 7, and the calls' Notes ("chair only"). Patterns understood
 * (docs/options.md, "People and powers"):
 *
 * - people: the Roles/Who columns; "X only" in a call's Notes; bold labels (`**Owners**`); the subject of a
 *   sentence whose verb is something the app does (`Receptionists register owners`, `The chair accepts …`,
 *   `the workshop manager schedules repairs`), or that compromise tags as people (`Members of … book`);
 * - powers: subject + verbs + objects (`Members add cards, move them and comment on them`): a verb is an
 *   operation (add/create/post… → create; see/browse… → read; edit/rename… → update; remove/delete → delete),
 *   an event of point 7 (`accepts`, `closes`), `mark … <state>` (the event that reaches the state), a child
 *   record's verb (`comment` → create Comment, `score` → a field of Review → create Review); `cannot`/`not`
 *   refuse what follows; `Only the owner can …` and Notes/Who columns reserve the operation to those roles;
 *   `anyone`/`whoever` is every role, `anything` every entity.
 *
 * The steps, each in a file of its own: the words (prose-tokens.ts, prose-word-lists.ts), the state they share and
 * the model's words (prose-reading.ts), the people (prose-people.ts), the powers sentences give
 * (prose-sentence-powers.ts) and those the calls give (prose-call-powers.ts).
 */

/** Reads the draft's people and their powers. Linear in the prose and the calls. */
export function readProse(spec: Spec, text: string, model: InferredModel): ProseReading {
  const st = proseState(spec, text, model);
  // 1. People from the columns and notes (their spelling wins).
  peopleFromColumns(st);
  // 2. People from point 1: bold labels, subjects of sentences, compromise's people nouns.
  const pt = proseText(st);
  peopleFromProse(st, pt);
  // 3. Powers from the sentences of point 1, and the chains of events they name.
  powersFromSentences(st, pt.sents);
  participleChains(st, pt.sents);
  // Who the calls' parentheses name; 4. powers from the calls.
  rolesFromCallAnnotations(st);
  powersFromCalls(st);
  return { people: [...st.people.values()], powers: st.powers, fromHints: st.fromHints, chains: st.chains };
}
