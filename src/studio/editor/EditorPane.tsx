import { lazy, Suspense, useState, type RefObject } from 'react';
import { PointOutline } from '../panels/PointOutline';
import type { AnalysisSnapshot } from '../state/analysis-store';
import type { OpenDoc } from '../state/studio-session';
import type { EditorApi } from './editor-api';

const SpecEditor = lazy(() => import('./SpecEditor'));

/** Props of EditorPane. */
export interface EditorPaneProps {
  readonly doc: OpenDoc;
  /** The analysis of the doc's text (its fields null while core loads: the text shows plain meanwhile). */
  readonly analysed: AnalysisSnapshot;
  readonly editorRef: RefObject<EditorApi | null>;
  readonly onChange: (text: string) => void;
  readonly onCursorLine: (line: number) => void;
  readonly onJumpLine: (line: number) => void;
}

/** The editor's side of the studio: the nine points' outline, the toolbar, and the editor (CodeMirror, loaded on demand). */
export function EditorPane({ doc, analysed, editorRef, onChange, onCursorLine, onJumpLine }: EditorPaneProps) {
  const { core, analysis, text } = analysed;
  const report = analysis?.report ?? null;
  const [focused, setFocused] = useState(false);
  const plain = (
    <pre className="editor-fallback" aria-busy="true">
      {text}
    </pre>
  );
  return (
    <section className="editor-pane" aria-label="Spec editor">
      {report ? <PointOutline report={report} onJump={onJumpLine} /> : <div className="outline outline-loading" aria-hidden="true" />}
      <div className="editor-toolbar" role="toolbar" aria-label="Editor">
        <span className="muted small">
          {report?.title ?? doc.name} · {text.length.toLocaleString('en')} chars
        </span>
        <span className="toolbar-spacer" />
        {analysis && analysis.spec.format !== 'markdown' ? (
          // Tables are Markdown: a YAML or JSON spec has no table to format.
          <span className="muted small">{analysis.spec.format === 'yaml' ? 'YAML' : 'JSON'}</span>
        ) : (
          <button
            type="button"
            className="btn ghost small"
            onClick={() => editorRef.current?.formatTable()}
            title="Re-align the table under the cursor (Ctrl+Alt+F)"
          >
            Format table
          </button>
        )}
      </div>
      <div className="editor-frame" onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
        {focused ? (
          <div className="editor-hint" role="note">
            Tab indents here: press <kbd>Esc</kbd> then <kbd>Tab</kbd> to leave the editor
          </div>
        ) : null}
        <Suspense fallback={plain}>
          {core ? (
            <SpecEditor
              docKey={doc.key}
              initialText={doc.text}
              readOnly={doc.readOnly}
              label={`Text of ${doc.name}`}
              analyze={core.analyzeText}
              onChange={onChange}
              onCursorLine={onCursorLine}
              apiRef={editorRef}
            />
          ) : (
            plain
          )}
        </Suspense>
      </div>
    </section>
  );
}
