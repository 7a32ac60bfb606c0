import { language } from '@codemirror/language';
import { Compartment, type EditorState, type Extension } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { SpecAnalysis } from '../../core/index';
import { specMarkdownSupport } from './markdown-language';

/** The spec's form as core reads it (its own detection, `spec.format`): markdown, yaml or json. */
export type SpecFormat = SpecAnalysis['spec']['format'];

/**
 * YAML and JSON highlighting load on demand, each in its own chunk: most specs are Markdown, and the
 * studio's JS before the first paint must not grow for the others. Each loads once per page.
 */
const loaders = {
  yaml: () => import('@codemirror/lang-yaml').then((m) => m.yaml()),
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
} as const;
const loaded = new Map<'yaml' | 'json', Promise<Extension>>();
function load(format: 'yaml' | 'json'): Promise<Extension> {
  let p = loaded.get(format);
  if (!p) {
    p = loaders[format]();
    loaded.set(format, p);
    // A failed load (offline, a new build deployed meanwhile) is retried on the next change of form.
    p.catch(() => loaded.delete(format));
  }
  return p;
}

/** True when the editor's text is read as Markdown (the table commands act only then). */
export function isMarkdownState(state: EditorState): boolean {
  return state.facet(language)?.name === 'markdown';
}

/**
 * The editor's language, in a compartment switched when the text's form changes (a .yaml file opened,
 * YAML pasted over Markdown, a file imported): Markdown at once, YAML and JSON once their chunk is in.
 * While one loads the text is plain (no language), so Markdown-only commands do not act on it.
 */
export class SpecLanguage {
  private readonly compartment = new Compartment();
  /** The form the compartment holds or is loading; null after a failed load (the next sync retries). */
  private format: SpecFormat | null = 'markdown';
  private seq = 0;

  /** The extension for a new editor state whose text has this form (call `start` once the view exists). */
  initial(format: SpecFormat): Extension {
    this.format = format;
    this.seq++;
    return this.compartment.of(format === 'markdown' ? specMarkdownSupport() : []);
  }

  /** For a view just made from `initial`'s state: loads YAML or JSON when that is its form. */
  start(view: EditorView): void {
    if (this.format === 'yaml' || this.format === 'json') this.loadInto(view, this.format, ++this.seq);
  }

  /** Follows the text's form: reconfigures the view when it changed (once loaded, for YAML and JSON). */
  sync(view: EditorView, format: SpecFormat): void {
    if (format === this.format) return;
    this.format = format;
    const seq = ++this.seq;
    if (format === 'markdown') {
      view.dispatch({ effects: this.compartment.reconfigure(specMarkdownSupport()) });
      return;
    }
    // Plain text while the chunk loads: no Markdown colours or table commands on YAML or JSON.
    view.dispatch({ effects: this.compartment.reconfigure([]) });
    this.loadInto(view, format, seq);
  }

  /** Stops pending loads from touching a view that is going away. */
  detach(): void {
    this.seq++;
  }

  private loadInto(view: EditorView, format: 'yaml' | 'json', seq: number): void {
    load(format).then(
      (ext) => {
        // Still wanted: no later change of form, no new document, the view not destroyed.
        if (seq === this.seq) view.dispatch({ effects: this.compartment.reconfigure(ext) });
      },
      () => {
        if (seq === this.seq) this.format = null;
      },
    );
  }
}
