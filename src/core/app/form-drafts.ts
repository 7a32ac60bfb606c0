import type { AppScreen } from '../compile/app-model';

/** What a half-filled form holds: its inputs' text and which fields the user has touched. */
export interface FormDraft {
  /** The record the form started from, as JSON text ('' for a create form). */
  readonly basis: string;
  readonly raw: Readonly<Record<string, string | boolean>>;
  readonly touched: readonly string[];
}

/**
 * Half-filled forms kept in memory for the app's life, by form (screen and address), so a change of
 * role or of the simulated user — which may hide and show the form again — never wipes what was typed.
 * A draft counts only for the record it was started from.
 */
export interface FormDrafts {
  get(form: string, basis: string): FormDraft | null;
  set(form: string, draft: FormDraft): void;
  /** Forgets a form's draft (after it was sent, or cancelled). */
  drop(form: string): void;
}

/** An empty set of drafts. */
export function createFormDrafts(): FormDrafts {
  const drafts = new Map<string, FormDraft>();
  return {
    get(form, basis) {
      const draft = drafts.get(form);
      return draft && draft.basis === basis ? draft : null;
    },
    set(form, draft) {
      drafts.set(form, draft);
    },
    drop(form) {
      drafts.delete(form);
    },
  };
}

/** The key of a form's draft in FormDrafts: its screen and address (the route's parameters). */
export function draftKeyOf(screen: Pick<AppScreen, 'id'>, params: Readonly<Record<string, string>>): string {
  return `${screen.id}|${JSON.stringify(params)}`;
}
