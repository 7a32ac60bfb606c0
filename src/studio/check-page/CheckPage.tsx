import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { createChecker, type PositionedDiagnostic } from '../../core/index';
import type { ExampleSpec } from '../examples';
import { CountsTable } from './CountsTable';
import { DiagnosticList } from './DiagnosticList';
import { ExampleList } from './ExampleList';
import { PointList } from './PointList';

/** The first page: pick an example (or paste a spec), edit it, and read its check report live. */
export function CheckPage({ examples }: { examples: readonly ExampleSpec[] }) {
  const [selected, setSelected] = useState(0);
  const [texts, setTexts] = useState<readonly string[]>(() => examples.map((e) => e.text));
  const checker = useMemo(() => createChecker(), []);
  const text = texts[selected] ?? '';
  const deferredText = useDeferredValue(text);
  const report = useMemo(() => checker.check(deferredText), [checker, deferredText]);
  const editor = useRef<HTMLTextAreaElement>(null);
  const file = examples[selected]?.file ?? 'spec.md';

  const jumpTo = (d: PositionedDiagnostic): void => {
    const area = editor.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(d.from, Math.max(d.to, d.from));
    // Scroll the line into view: textarea has no API for it, so estimate from the line height.
    const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
    area.scrollTop = Math.max(0, (d.line - 4) * lineHeight);
  };

  return (
    <div className="page">
      <header className="topbar">
        <div className="brand">
          <span className="logo" aria-hidden="true">◆</span> specfront
        </div>
        <p className="tagline">Check a nine-point spec: every point's status and every gap, with its line.</p>
      </header>
      <main className="layout">
        <ExampleList
          examples={examples}
          selected={selected}
          onSelect={setSelected}
        />
        <section className="panel editor-panel" aria-label="Spec text">
          <div className="panel-head">
            <h2>{file}</h2>
            <span className="muted">{text.length.toLocaleString('en')} characters · edit to re-check</span>
          </div>
          <textarea
            ref={editor}
            className="spec-text"
            aria-label={`Text of ${file}`}
            spellCheck={false}
            value={text}
            onChange={(e) => {
              const next = e.target.value;
              setTexts((all) => all.map((t, i) => (i === selected ? next : t)));
            }}
          />
        </section>
        <section className="panel report-panel" aria-label="Check report" data-testid="report">
          <div className="panel-head">
            <h2>{report.title ?? 'Untitled spec'}</h2>
            <Summary diagnostics={report.diagnostics} />
          </div>
          <PointList points={report.points} />
          <CountsTable counts={report.counts} />
          <DiagnosticList file={file} diagnostics={report.diagnostics} onSelect={jumpTo} />
        </section>
      </main>
    </div>
  );
}

function Summary({ diagnostics }: { diagnostics: readonly PositionedDiagnostic[] }) {
  const count = (s: string): number => diagnostics.filter((d) => d.severity === s).length;
  const errors = count('error');
  const warnings = count('warning');
  return (
    <span className={errors ? 'summary bad' : warnings ? 'summary warn' : 'summary ok'} data-testid="summary">
      {errors} {errors === 1 ? 'error' : 'errors'} · {warnings} {warnings === 1 ? 'warning' : 'warnings'}
    </span>
  );
}
