/** The colour family of a state, from its position among the machine's states (stable per spec). */
function toneOf(state: string, states: readonly string[]): number {
  const i = states.indexOf(state);
  return (i < 0 ? 0 : i) % 6;
}

/**
 * The current state of a record as a badge. `openRecordOf` names the entity when the badge is the state of the
 * record a detail screen shows: the studio's state diagram highlights that state (`data-open-record-*`).
 */
export function StateBadge({
  state,
  states,
  specLine,
  openRecordOf,
}: {
  readonly state: string;
  readonly states: readonly string[];
  readonly specLine?: number | null;
  readonly openRecordOf?: string;
}) {
  return (
    <span
      className={`rt-badge rt-tone-${toneOf(state, states)}`}
      {...(specLine !== undefined && specLine !== null ? { 'data-spec-line': specLine } : {})}
      {...(openRecordOf !== undefined ? { 'data-open-record-entity': openRecordOf, 'data-open-record-state': state } : {})}
    >
      {state}
    </span>
  );
}
