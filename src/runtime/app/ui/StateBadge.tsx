/** The colour family of a state, from its position among the machine's states (stable per spec). */
function toneOf(state: string, states: readonly string[]): number {
  const i = states.indexOf(state);
  return (i < 0 ? 0 : i) % 6;
}

/** The current state of a record as a badge. */
export function StateBadge({ state, states, specLine }: { readonly state: string; readonly states: readonly string[]; readonly specLine?: number | null }) {
  return (
    <span
      className={`rt-badge rt-tone-${toneOf(state, states)}`}
      {...(specLine !== undefined && specLine !== null ? { 'data-spec-line': specLine } : {})}
    >
      {state}
    </span>
  );
}
