import type { Diagnostic } from '../diagnostics/diagnostic';
import type { Spec } from '../spec/spec';

/** What every parser returns: the model, whatever the input, and what it found on the way. */
export interface ParseResult {
  readonly spec: Spec;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * STUB (to be wired): reads a spec in Markdown, YAML or JSON (recognised from the content, never from a
 * file name) into the model. Never throws: bad input gives diagnostics and the rest is still read.
 */
export function parseSpec(text: string): ParseResult {
  return {
    spec: {
      format: 'markdown', title: null, intro: '', sections: [], screens: [], entities: [], stateFields: [],
      transitions: [], rules: [], roles: [], permissions: [], calls: [], errors: [], constants: [],
    },
    diagnostics: text ? [] : [],
  };
}
