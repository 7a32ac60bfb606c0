/** The spec's layout lives in the edit layer (edit/spec-layout.ts); this re-export keeps the inference rules' imports. */
export { createSpecLayout, type RowValues, type SpecLayout } from '../edit/spec-layout';
