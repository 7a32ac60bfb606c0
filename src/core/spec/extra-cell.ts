/** A table cell under a column the format does not know; kept as a note and printed back. */
export interface ExtraCell {
  readonly column: string;
  readonly value: string;
}
