import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { EditorPane } from './editor/EditorPane';
import { lineRange } from './editor/line-range';
import type { EditorApi } from './editor/editor-api';
import type { ExampleSpec } from './examples';
import { markOnce, SHELL_MARK } from './latency';
import { PanelArea } from './panels/PanelArea';
import type { PanelKey } from './panels/panel-tabs';
import type { OpenRecord } from './preview-frame/protocol';
import type { AnalysisStore } from './state/analysis-store';
import type { CallLog } from './state/call-log';
import { loadCore } from './state/core-loader';
import type { StudioSession } from './state/studio-session';
import { Banners } from './ui/Banners';
import { SkipToPanels } from './ui/SkipToPanels';
import { Splitter } from './ui/Splitter';
import { StudioHeader, type NarrowView } from './ui/StudioHeader';
import { StudioWelcome } from './ui/StudioWelcome';
import { useExternalStore } from './ui/use-external-store';
import { useMediaQuery } from './ui/use-media-query';
import { useShareLink } from './ui/use-share-link';
import { useSplit } from './ui/use-split';

const HelpDialog = lazy(() => import('./help/HelpDialog'));

/** Below this width the editor and the panels are two switchable full-height views. */
const NARROW = '(max-width: 900px)';

/** Props of Studio: the studio's state, kept outside React (state/), and the examples. */
export interface StudioProps {
  /** The specs, the open one, persistence (state/studio-session.ts). */
  readonly session: StudioSession;
  /** The open text's analysis, compiled app and options (state/analysis-store.ts). */
  readonly analysis: AnalysisStore;
  /** The calls the preview made (state/call-log.ts). */
  readonly calls: CallLog;
  readonly examples: readonly ExampleSpec[];
}

/**
 * The studio: the spec editor on the left, its preview, gaps, calls, diagrams, options and files on the right.
 * Layout and panels only: what they show is worked out outside React, in the stores of its props.
 */
export function Studio({ session, analysis: store, calls: callLog, examples }: StudioProps) {
  const state = useExternalStore(session);
  const analysed = useExternalStore(store);
  const calls = useExternalStore(callLog);
  const doc = state.doc;
  const text = doc?.text ?? '';
  const editor = useRef<EditorApi>(null);
  const [panel, setPanel] = useState<PanelKey>('preview');
  const [cursorLine, setCursorLine] = useState<number | null>(null);
  const [openRecord, setOpenRecord] = useState<OpenRecord | null>(null);
  const shareLink = useShareLink(doc);
  const split = useSplit();
  const [helpOpen, setHelpOpen] = useState(false);
  const narrow = useMediaQuery(NARROW);
  const [view, setView] = useState<NarrowView>('spec');
  // Core (the checker) starts loading after the shell's first commit has been painted: React commits a
  // render in a later task, so starting it from main.tsx could put core's fetch before the first paint.
  useEffect(() => {
    markOnce(SHELL_MARK);
    requestAnimationFrame(() => setTimeout(() => void loadCore(), 0));
  }, []);
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
  useEffect(() => callLog.clear(), [callLog, docId]);
  useEffect(() => {
    document.title = doc ? `${doc.name} · specfront` : 'specfront';
  }, [doc?.name, doc]);

  const jumpTo = useCallback((from: number, to: number) => editor.current?.jumpTo(from, to), []);
  const jumpToLine = useCallback(
    (line: number) => {
      const { from, to } = lineRange(text, line);
      editor.current?.jumpTo(from, to);
    },
    [text],
  );

  if (!doc) return <div className="studio-loading">Opening your specs…</div>;
  return (
    <div className="studio" data-view={narrow ? view : undefined}>
      <SkipToPanels
        onSkip={() => {
          if (narrow) setView('panels');
          document.getElementById(`tab-${panel}`)?.focus();
        }}
      />
      <StudioHeader
        session={session}
        doc={doc}
        save={state.save}
        specs={state.specs}
        examples={examples}
        onNewBlank={newBlank}
        onShare={() => void shareLink.share()}
        onHelp={() => setHelpOpen(true)}
        narrowView={narrow ? { view, setView } : null}
      />
      {helpOpen ? (
        <Suspense fallback={null}>
          <HelpDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
      <StudioWelcome
        onBlank={newBlank}
        onDraft={
          draftExample
            ? () => {
                void session.create('Untitled draft', draftExample.text);
                setPanel('options');
                setView('panels');
              }
            : null
        }
        onFile={() => {
          setPanel('files');
          setView('panels');
        }}
        onHelp={() => setHelpOpen(true)}
      />
      <Banners state={state} session={session} shareLink={shareLink.link} onCloseShare={shareLink.close} />
      <main
        className="studio-main"
        id="studio-main"
        tabIndex={-1}
        ref={split.container}
        style={narrow ? undefined : { gridTemplateColumns: `${split.percent}% 8px 1fr` }}
      >
        <EditorPane
          doc={doc}
          analysed={analysed}
          editorRef={editor}
          onChange={session.setText}
          onCursorLine={setCursorLine}
          onJumpLine={jumpToLine}
        />
        <Splitter split={split} />
        <PanelArea
          panel={panel}
          onSelect={setPanel}
          session={session}
          doc={doc}
          store={store}
          analysed={analysed}
          callLog={callLog}
          calls={calls}
          cursorLine={cursorLine}
          editorRef={editor}
          onJump={jumpTo}
          onJumpLine={jumpToLine}
          openRecord={openRecord}
          onRecord={setOpenRecord}
          onShare={() => void shareLink.share()}
        />
      </main>
    </div>
  );
}
