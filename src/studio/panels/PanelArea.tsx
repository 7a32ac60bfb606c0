import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import type { EditorApi } from '../editor/editor-api';
import type { CallEntry, OpenRecord } from '../preview-frame/protocol';
import type { AnalysisSnapshot, AnalysisStore } from '../state/analysis-store';
import type { CallLog } from '../state/call-log';
import type { OpenDoc, StudioSession } from '../state/studio-session';
import { Tabs } from '../ui/Tabs';
import { CallsPanel } from './CallsPanel';
import { FilesPanel } from './FilesPanel';
import { GapsPanel } from './GapsPanel';
import { OptionsPanel } from './OptionsPanel';
import { panelTabs, type PanelKey } from './panel-tabs';
import { PreviewPanel } from './PreviewPanel';

const DiagramsPanel = lazy(() => import('../diagrams/DiagramsPanel'));
const ContractPanel = lazy(() => import('./ContractPanel'));

/** Props of PanelArea. */
export interface PanelAreaProps {
  readonly panel: PanelKey;
  readonly onSelect: (panel: PanelKey) => void;
  readonly session: StudioSession;
  readonly doc: OpenDoc;
  /** The store of the open text's analysis (the Options panel asks it for its proposals). */
  readonly store: AnalysisStore;
  /** Its snapshot, read by the studio in this render. */
  readonly analysed: AnalysisSnapshot;
  readonly callLog: CallLog;
  readonly calls: readonly CallEntry[];
  readonly cursorLine: number | null;
  readonly editorRef: RefObject<EditorApi | null>;
  readonly onJump: (from: number, to: number) => void;
  readonly onJumpLine: (line: number) => void;
  readonly openRecord: OpenRecord | null;
  readonly onRecord: (record: OpenRecord | null) => void;
  readonly onShare: () => void;
}

/** A panel's body, present while its tab is selected (the preview's stays, hidden, to keep the running app). */
function TabPanel({ name, children }: { name: PanelKey; children: ReactNode }) {
  return (
    <div className="panel-body scroll" role="tabpanel" id={`panel-${name}`} aria-labelledby={`tab-${name}`} tabIndex={0}>
      {children}
    </div>
  );
}

function Loading() {
  return (
    <p className="muted pad" aria-busy="true">
      Loading the checker…
    </p>
  );
}

/** The studio's right side: the panel tabs and the selected panel (preview, gaps, calls, diagrams, contract, options, files). */
export function PanelArea(props: PanelAreaProps) {
  const { panel, session, doc, store, analysed, callLog, calls, editorRef, onJump, onJumpLine } = props;
  const { core, analysis, compiler, app, counts, fixes, text } = analysed;
  const report = analysis?.report ?? null;
  const specKey = doc.id ?? `shared-${doc.key}`;
  // Worked out by the store when the Options tab shows (null while core loads).
  const proposals = panel === 'options' ? store.proposals() : null;
  return (
    <section className="panels" id="panels" aria-label="Panels">
      <Tabs tabs={panelTabs(counts, calls.length)} active={panel} onSelect={props.onSelect} label="Panels" />
      <div className="panel-body" role="tabpanel" id="panel-preview" aria-labelledby="tab-preview" hidden={panel !== 'preview'}>
        {core && analysis && compiler ? (
          <PreviewPanel
            compiler={compiler}
            specKey={specKey}
            analysis={analysis}
            text={text}
            cursorLine={props.cursorLine}
            onInspect={onJumpLine}
            onCall={callLog.add}
            onRecord={props.onRecord}
            visible={panel === 'preview'}
          />
        ) : (
          <Loading />
        )}
      </div>
      {panel === 'gaps' ? (
        <TabPanel name="gaps">
          {report && app ? (
            <GapsPanel
              report={report}
              gaps={app.gaps}
              onJump={onJump}
              onJumpLine={onJumpLine}
              fixes={fixes && !doc.readOnly ? { ...fixes, apply: (changes) => editorRef.current?.applyChanges(changes) } : undefined}
            />
          ) : (
            <Loading />
          )}
        </TabPanel>
      ) : null}
      {panel === 'calls' ? (
        <TabPanel name="calls">
          <CallsPanel calls={calls} onClear={callLog.clear} onJumpLine={onJumpLine} />
        </TabPanel>
      ) : null}
      {panel === 'diagrams' ? (
        <TabPanel name="diagrams">
          <Suspense fallback={<p className="muted pad">Loading diagrams…</p>}>
            {analysis ? <DiagramsPanel spec={analysis.spec} onJump={onJump} openRecord={props.openRecord} /> : <Loading />}
          </Suspense>
        </TabPanel>
      ) : null}
      {panel === 'contract' ? (
        <TabPanel name="contract">
          <Suspense fallback={<p className="muted pad">Loading the contract…</p>}>
            <ContractPanel text={text} onJumpLine={onJumpLine} />
          </Suspense>
        </TabPanel>
      ) : null}
      {panel === 'options' ? (
        <TabPanel name="options">
          {core && proposals ? (
            <OptionsPanel
              core={core}
              specKey={specKey}
              text={text}
              proposals={proposals}
              readOnly={doc.readOnly}
              onApply={session.replaceText}
              onJump={onJump}
              onInserted={(ranges) => requestAnimationFrame(() => editorRef.current?.highlight(ranges))}
            />
          ) : (
            <Loading />
          )}
        </TabPanel>
      ) : null}
      {panel === 'files' ? (
        <TabPanel name="files">
          {core && analysis ? (
            <FilesPanel core={core} session={session} doc={doc} analysis={analysis} onShare={props.onShare} />
          ) : (
            <Loading />
          )}
        </TabPanel>
      ) : null}
    </section>
  );
}
