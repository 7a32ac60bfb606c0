import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { EditorApi } from './editor/SpecEditor';
import type { ExampleSpec } from './examples';
import { CallsPanel } from './panels/CallsPanel';
import { FilesPanel } from './panels/FilesPanel';
import { findingCounts, GapsPanel } from './panels/GapsPanel';
import { OptionsPanel } from './panels/OptionsPanel';
import { PointOutline } from './panels/PointOutline';
import { PreviewPanel } from './panels/PreviewPanel';
import type { CallEntry, OpenRecord } from './preview-frame/protocol';
import type { StudioSession } from './state/studio-session';
import { encodeShare } from './state/share-link';
import { Banners } from './ui/Banners';
import { SaveBadge } from './ui/SaveBadge';
import { SpecMenu } from './ui/SpecMenu';
import { Tabs, type TabDef } from './ui/Tabs';
import { useSession } from './ui/use-session';
import { useSplit } from './ui/use-split';
import { loadCore, useCore } from './ui/use-core';
import { markOnce, SHELL_MARK } from './latency';

const SpecEditor = lazy(() => import('./editor/SpecEditor'));
const DiagramsPanel = lazy(() => import('./diagrams/DiagramsPanel'));
const ContractPanel = lazy(() => import('./panels/ContractPanel'));
const HelpDialog = lazy(() => import('./help/HelpDialog'));
const Welcome = lazy(() => import('./help/Welcome'));

/** Set once the welcome was closed or acted on: it shows on a browser's first open only. */
const WELCOMED_KEY = 'specfront:welcomed';
function welcomedBefore(): boolean {
  try {
    return localStorage.getItem(WELCOMED_KEY) !== null;
  } catch {
    return true;
  }
}
/** Below this width the editor and the panels are two switchable full-height views. */
const NARROW = '(max-width: 900px)';

type PanelKey = 'preview' | 'gaps' | 'calls' | 'diagrams' | 'contract' | 'options' | 'files';
const CALL_LOG_LIMIT = 300;

/** "2 errors, 1 warning" for the Gaps tab's second badge. */
function problemsLabel(c: { errors: number; warnings: number }): string {
  const part = (n: number, one: string) => (n === 0 ? null : `${n} ${one}${n === 1 ? '' : 's'}`);
  return [part(c.errors, 'error'), part(c.warnings, 'warning')].filter(Boolean).join(', ');
}

/** The studio: the spec editor on the left, its preview, gaps, calls, diagrams, options and files on the right. */
export function Studio({ session, examples }: { session: StudioSession; examples: readonly ExampleSpec[] }) {
  const state = useSession(session);
  const doc = state.doc;
  const text = doc?.text ?? '';
  const core = useCore();
  const analysis = useMemo(() => core?.analyzeText(text) ?? null, [core, text]);
  const report = analysis?.report ?? null;
  // One incremental compiler for the preview and the gaps: the Gaps tab counts the app model's own gaps.
  const compiler = useMemo(() => core?.createAppCompiler() ?? null, [core]);
  const app = useMemo(() => {
    if (!compiler || !analysis) return null;
    try {
      return compiler.compile(analysis.spec, text, { binding: analysis.model.binding });
    } catch {
      return null; // the preview says why
    }
  }, [compiler, analysis, text]);
  const editor = useRef<EditorApi>(null);
  const [panel, setPanel] = useState<PanelKey>('preview');
  const [cursorLine, setCursorLine] = useState<number | null>(null);
  const [calls, setCalls] = useState<readonly CallEntry[]>([]);
  const [openRecord, setOpenRecord] = useState<OpenRecord | null>(null);
  const [shareLink, setShareLink] = useState<string | null>(null);
  const split = useSplit();
  const [helpOpen, setHelpOpen] = useState(false);
  const [welcome, setWelcome] = useState(() => !welcomedBefore());
  const [editorFocused, setEditorFocused] = useState(false);
  const narrow = useMediaQuery(NARROW);
  const [view, setView] = useState<'spec' | 'panels'>('spec');
  // Core (the checker) starts loading after the shell's first commit has been painted: React commits a
  // render in a later task, so starting it from main.tsx could put core's fetch before the first paint.
  useEffect(() => {
    markOnce(SHELL_MARK);
    requestAnimationFrame(() => setTimeout(() => void loadCore(), 0));
  }, []);
  const closeWelcome = useCallback(() => {
    setWelcome(false);
    try {
      localStorage.setItem(WELCOMED_KEY, String(Date.now()));
    } catch {
      /* storage refused: the welcome shows again next time */
    }
  }, []);
  // The welcome goes away with the button that had the focus: the focus moves on to what the choice opened
  // (the Options or Files tab), or to the start of the main area, never to the page (then lost for the keyboard).
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);
  const blankExample = examples.find((e) => e.file.includes('blank'));
  const draftExample = examples.find((e) => e.file.includes('draft'));
  const newBlank = () => void session.create('Untitled spec', blankExample?.text ?? '# Untitled\n');

  // Text replaced from outside the editor (restore, another tab, an option): push it into the editor in
  // the same commit (a layout effect), so the editor never shows older text than the rest of the page and
  // an undo pressed right after an option is accepted undoes it.
  const rev = doc?.rev ?? 0;
  useLayoutEffect(() => {
    if (rev > 0) editor.current?.setText(session.getSnapshot().doc?.text ?? '');
  }, [rev, session]);
  // Each spec has its own preview and data: its calls log starts empty.
  const docId = doc?.id ?? null;
  useEffect(() => setCalls([]), [docId]);
  useEffect(() => {
    document.title = doc ? `${doc.name} · specfront` : 'specfront';
  }, [doc?.name, doc]);

  const jumpTo = useCallback((from: number, to: number) => editor.current?.jumpTo(from, to), []);
  const jumpToLine = useCallback(
    (line: number) => {
      const lines = text.split('\n');
      let offset = 0;
      for (let i = 0; i < line - 1 && i < lines.length; i++) offset += (lines[i]?.length ?? 0) + 1;
      editor.current?.jumpTo(offset, offset + (lines[line - 1]?.length ?? 0));
    },
    [text],
  );
  const callSeq = useRef(0);
  const onCall = useCallback((entry: CallEntry) => {
    const id = ++callSeq.current;
    setCalls((list) => [...list.slice(-(CALL_LOG_LIMIT - 1)), { ...entry, id }]);
  }, []);
  const share = async () => {
    if (!doc) return;
    const link = location.origin + location.pathname + (await encodeShare({ name: doc.name, text: doc.text }));
    setShareLink(link);
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      /* the link is shown for copying by hand */
    }
  };

  const counts = report && app ? findingCounts(app.gaps, report) : null;
  const tabs: TabDef<PanelKey>[] = [
    { key: 'preview', label: 'Preview' },
    {
      key: 'gaps',
      label: 'Gaps',
      badge: counts ? counts.gaps : '…',
      alert: counts && counts.problems > 0 ? { count: counts.problems, label: problemsLabel(counts) } : null,
    },
    { key: 'calls', label: 'Calls', badge: calls.length > 0 ? calls.length : null },
    { key: 'diagrams', label: 'Diagrams' },
    { key: 'contract', label: 'Contract' },
    { key: 'options', label: 'Options' },
    { key: 'files', label: 'Files' },
  ];

  if (!doc) return <div className="studio-loading">Opening your specs…</div>;
  return (
    <div className="studio" data-view={narrow ? view : undefined}>
      <a
        className="skip-link"
        href="#panels"
        onClick={(e) => {
          e.preventDefault();
          if (narrow) setView('panels');
          document.getElementById(`tab-${panel}`)?.focus();
        }}
      >
        Skip to the panels
      </a>
      <header className="studio-header">
        <div className="brand">
          <span className="logo" aria-hidden="true" />
          <span className="brand-text">specfront</span>
        </div>
        <label className="spec-name">
          <span className="visually-hidden">Spec name</span>
          <input value={doc.name} readOnly={doc.readOnly} onChange={(e) => session.rename(e.target.value)} spellCheck={false} />
        </label>
        <SaveBadge state={state.save} />
        <div className="header-spacer" />
        <button type="button" className="btn" onClick={newBlank} title="Start a new, blank spec (nine points, none shown yet)">
          <span aria-hidden="true" className="btn-icon">
            +
          </span>{' '}
          New spec
        </button>
        <SpecMenu
          specs={state.specs}
          currentId={doc.id}
          examples={examples}
          onOpen={(id) => void session.open(id)}
          onNew={(name, t) => void session.create(name, t)}
          onDelete={(id) => void session.remove(id)}
        />
        <button type="button" className="btn primary" onClick={() => void share()}>
          Share link
        </button>
        <button
          type="button"
          className="btn ghost"
          onClick={() => setHelpOpen(true)}
          aria-haspopup="dialog"
          title="The spec format: every pattern, with examples"
        >
          <span aria-hidden="true" className="btn-icon">
            ?
          </span>{' '}
          Help
        </button>
        {narrow ? (
          <div className="view-switch" role="group" aria-label="View">
            <button type="button" className="btn small" aria-pressed={view === 'spec'} onClick={() => setView('spec')}>
              Spec
            </button>
            <button type="button" className="btn small" aria-pressed={view === 'panels'} onClick={() => setView('panels')}>
              App &amp; panels
            </button>
          </div>
        ) : null}
      </header>
      {helpOpen ? (
        <Suspense fallback={null}>
          <HelpDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
      {welcome ? (
        <Suspense fallback={null}>
          <Welcome
            onBlank={() => {
              closeWelcome();
              newBlank();
              setFocusNext('studio-main');
            }}
            onDraft={
              draftExample
                ? () => {
                    closeWelcome();
                    void session.create('Untitled draft', draftExample.text);
                    setPanel('options');
                    setView('panels');
                    setFocusNext('tab-options');
                  }
                : null
            }
            onFile={() => {
              closeWelcome();
              setPanel('files');
              setView('panels');
              setFocusNext('tab-files');
            }}
            onHelp={() => setHelpOpen(true)}
            onClose={() => {
              closeWelcome();
              setFocusNext('studio-main');
            }}
          />
        </Suspense>
      ) : null}
      <Banners state={state} session={session} shareLink={shareLink} onCloseShare={() => setShareLink(null)} />
      <main
        className="studio-main"
        id="studio-main"
        tabIndex={-1}
        ref={split.container}
        style={narrow ? undefined : { gridTemplateColumns: `${split.percent}% 8px 1fr` }}
      >
        <section className="editor-pane" aria-label="Spec editor">
          {report ? <PointOutline report={report} onJump={jumpToLine} /> : <div className="outline outline-loading" aria-hidden="true" />}
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
                onClick={() => editor.current?.formatTable()}
                title="Re-align the table under the cursor (Ctrl+Alt+F)"
              >
                Format table
              </button>
            )}
          </div>
          <div className="editor-frame" onFocus={() => setEditorFocused(true)} onBlur={() => setEditorFocused(false)}>
            {editorFocused ? (
              <div className="editor-hint" role="note">
                Tab indents here: press <kbd>Esc</kbd> then <kbd>Tab</kbd> to leave the editor
              </div>
            ) : null}
            <Suspense
              fallback={
                <pre className="editor-fallback" aria-busy="true">
                  {text}
                </pre>
              }
            >
              {core ? (
                <SpecEditor
                  docKey={doc.key}
                  initialText={doc.text}
                  readOnly={doc.readOnly}
                  label={`Text of ${doc.name}`}
                  analyze={core.analyzeText}
                  onChange={session.setText}
                  onCursorLine={setCursorLine}
                  apiRef={editor}
                />
              ) : (
                <pre className="editor-fallback" aria-busy="true">
                  {text}
                </pre>
              )}
            </Suspense>
          </div>
        </section>
        <div
          className="splitter"
          role="separator"
          aria-orientation="vertical"
          aria-label="Resize editor and panels"
          aria-valuenow={Math.round(split.percent)}
          aria-valuemin={20}
          aria-valuemax={80}
          tabIndex={0}
          onPointerDown={split.onPointerDown}
          onKeyDown={split.onKeyDown}
        />
        <section className="panels" id="panels" aria-label="Panels">
          <Tabs tabs={tabs} active={panel} onSelect={setPanel} label="Panels" />
          <div className="panel-body" role="tabpanel" id="panel-preview" aria-labelledby="tab-preview" hidden={panel !== 'preview'}>
            {core && analysis && compiler ? (
              <PreviewPanel
                compiler={compiler}
                specKey={doc.id ?? `shared-${doc.key}`}
                analysis={analysis}
                text={text}
                cursorLine={cursorLine}
                onInspect={jumpToLine}
                onCall={onCall}
                onRecord={setOpenRecord}
                visible={panel === 'preview'}
              />
            ) : (
              <Loading />
            )}
          </div>
          {panel === 'gaps' ? (
            <div className="panel-body scroll" role="tabpanel" id="panel-gaps" aria-labelledby="tab-gaps" tabIndex={0}>
              {report && app ? (
                <GapsPanel
                  report={report}
                  gaps={app.gaps}
                  onJump={jumpTo}
                  onJumpLine={jumpToLine}
                  fixes={
                    core && !doc.readOnly
                      ? {
                          fixesOf: (d) => core.quickFixes(text, d, analysis?.spec),
                          // A Markdown heading would turn a YAML or JSON spec into Markdown: no fix there.
                          headingOf: (p) =>
                            analysis?.spec.format === 'markdown'
                              ? core.addPointHeading(
                                  text,
                                  p,
                                  report.points.filter((q) => q.n > p.n),
                                )
                              : null,
                          apply: (changes) => editor.current?.applyChanges(changes),
                        }
                      : undefined
                  }
                />
              ) : (
                <Loading />
              )}
            </div>
          ) : null}
          {panel === 'calls' ? (
            <div className="panel-body scroll" role="tabpanel" id="panel-calls" aria-labelledby="tab-calls" tabIndex={0}>
              <CallsPanel calls={calls} onClear={() => setCalls([])} onJumpLine={jumpToLine} />
            </div>
          ) : null}
          {panel === 'diagrams' ? (
            <div className="panel-body scroll" role="tabpanel" id="panel-diagrams" aria-labelledby="tab-diagrams" tabIndex={0}>
              <Suspense fallback={<p className="muted pad">Loading diagrams…</p>}>
                {analysis ? <DiagramsPanel spec={analysis.spec} onJump={jumpTo} openRecord={openRecord} /> : <Loading />}
              </Suspense>
            </div>
          ) : null}
          {panel === 'contract' ? (
            <div className="panel-body scroll" role="tabpanel" id="panel-contract" aria-labelledby="tab-contract" tabIndex={0}>
              <Suspense fallback={<p className="muted pad">Loading the contract…</p>}>
                <ContractPanel text={text} onJumpLine={jumpToLine} />
              </Suspense>
            </div>
          ) : null}
          {panel === 'options' ? (
            <div className="panel-body scroll" role="tabpanel" id="panel-options" aria-labelledby="tab-options" tabIndex={0}>
              {core && analysis ? (
                <OptionsPanel
                  core={core}
                  specKey={doc.id ?? `shared-${doc.key}`}
                  text={text}
                  analysis={analysis}
                  readOnly={doc.readOnly}
                  onApply={session.replaceText}
                  onJump={jumpTo}
                  onInserted={(ranges) => requestAnimationFrame(() => editor.current?.highlight(ranges))}
                />
              ) : (
                <Loading />
              )}
            </div>
          ) : null}
          {panel === 'files' ? (
            <div className="panel-body scroll" role="tabpanel" id="panel-files" aria-labelledby="tab-files" tabIndex={0}>
              {core && analysis ? (
                <FilesPanel core={core} session={session} doc={doc} analysis={analysis} onShare={() => void share()} />
              ) : (
                <Loading />
              )}
            </div>
          ) : null}
        </section>
      </main>
    </div>
  );
}

/** Whether a media query matches, following changes (window resized, phone turned). */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const on = () => setMatches(list.matches);
    on();
    list.addEventListener('change', on);
    return () => list.removeEventListener('change', on);
  }, [query]);
  return matches;
}

function Loading() {
  return (
    <p className="muted pad" aria-busy="true">
      Loading the checker…
    </p>
  );
}
