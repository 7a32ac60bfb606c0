import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, codeFolding, foldGutter, foldKeymap, indentOnInput } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  crosshairCursor,
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { SpecAnalysis } from '../../core/index';
import { DIAGNOSTICS_MEASURE, EDITOR_READY_MARK, markEdit, markOnce, measureSince } from '../latency';
import { createEditorApi, type EditorApi } from './editor-api';
import { editorHighlight, editorTheme } from './editor-theme';
import { fixAtCursor, fixGutter, fixLinesOf, setFixLines } from './fix-gutter';
import { insertedField } from './inserted-marks';
import { movesLines, sameDiagnostics } from './lint-diff';
import { shownDiagnostics, toLint } from './lint-source';
import { specCompletion } from './spec-completion';
import { SpecLanguage } from './spec-language';
import { formatTableCommand, moveCell } from './table-commands';

/** Props of SpecEditor. */
export interface SpecEditorProps {
  /** Identifies the document: a new key starts a fresh editor state (new undo history). */
  readonly docKey: string;
  readonly initialText: string;
  readonly readOnly: boolean;
  readonly label: string;
  /** Synchronous analysis (createChecker's analyze, memoised by text). */
  readonly analyze: (text: string) => SpecAnalysis;
  readonly onChange: (text: string) => void;
  /** The 1-based line of the main cursor, on every move. */
  readonly onCursorLine?: (line: number) => void;
  readonly apiRef?: Ref<EditorApi>;
}

/** The spec editor: CodeMirror 6 with GFM Markdown (or YAML / JSON highlighting for those forms), inline diagnostics, completion, folding, search, table keys. */
export default function SpecEditor(props: SpecEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const readOnly = useRef(new Compartment());
  /** Markdown, YAML or JSON highlighting, following the form core reads the text in. */
  const language = useRef(new SpecLanguage());
  const spec = useRef<SpecAnalysis | null>(null);

  const measured = useRef(0);
  /** A line break was typed or deleted since the diagnostics were last set (their gutter markers may be on other lines). */
  const linesMoved = useRef(true);
  const lintNow = (view: EditorView, editSeq = 0) => {
    const text = view.state.doc.toString();
    const analysis = latest.current.analyze(text);
    spec.current = analysis;
    const lint = toLint(analysis, text, () => spec.current);
    // Most keystrokes change no finding: the shown ones, mapped through the edit, are already right (their
    // lint and fix gutter markers too, unless a line break moved lines). Then no dispatch, no rebuilt gutters.
    if (linesMoved.current || !sameDiagnostics(shownDiagnostics(view.state), lint)) {
      linesMoved.current = false;
      view.dispatch(setDiagnostics(view.state, lint), { effects: setFixLines.of(fixLinesOf(lint)) });
    }
    language.current.sync(view, analysis.spec.format);
    if (editSeq > measured.current) {
      measured.current = editSeq;
      measureSince(DIAGNOSTICS_MEASURE, editSeq, { chars: view.state.doc.length });
    }
  };

  const makeState = (text: string, ro: boolean): EditorState => {
    const extensions: Extension[] = [
      insertedField,
      lineNumbers(),
      highlightActiveLineGutter(),
      highlightSpecialChars(),
      history(),
      foldGutter({
        markerDOM: (open) => {
          const el = document.createElement('span');
          el.className = `cm-fold-marker ${open ? 'open' : 'closed'}`;
          el.textContent = open ? '▾' : '▸';
          return el;
        },
      }),
      codeFolding(),
      drawSelection(),
      dropCursor(),
      EditorState.allowMultipleSelections.of(true),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      autocompletion({ override: [specCompletion(() => spec.current?.spec ?? null)], icons: true }),
      rectangularSelection(),
      crosshairCursor(),
      highlightActiveLine(),
      highlightSelectionMatches(),
      search({ top: true }),
      lintGutter(),
      fixGutter(() => spec.current),
      language.current.initial(latest.current.analyze(text).spec.format),
      editorHighlight,
      editorTheme,
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': latest.current.label }),
      readOnly.current.of([EditorState.readOnly.of(ro), EditorView.editable.of(!ro)]),
      keymap.of([
        { key: 'Tab', run: moveCell(1), shift: moveCell(-1) },
        { key: 'Mod-Alt-f', run: formatTableCommand, preventDefault: true },
        { key: 'Mod-.', run: fixAtCursor(() => spec.current), preventDefault: true },
        ...closeBracketsKeymap,
        ...defaultKeymap,
        ...searchKeymap,
        ...historyKeymap,
        ...foldKeymap,
        ...completionKeymap,
        ...lintKeymap,
        indentWithTab,
      ]),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) {
          const editSeq = markEdit();
          if (movesLines(update.changes, update.startState.doc)) linesMoved.current = true;
          const text = update.state.doc.toString();
          latest.current.onChange(text);
          // Diagnostics in the same frame: a dispatch is not allowed inside an update, so right after it.
          queueMicrotask(() => {
            if (viewRef.current === update.view && update.view.state.doc === update.state.doc) lintNow(update.view, editSeq);
          });
        }
        if (update.selectionSet || update.docChanged) {
          latest.current.onCursorLine?.(update.state.doc.lineAt(update.state.selection.main.head).number);
        }
      }),
    ];
    return EditorState.create({ doc: text, extensions });
  };

  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({ state: makeState(props.initialText, props.readOnly), parent: host.current });
    viewRef.current = view;
    // The scroller is a scrollable region: keyboard users reach it through the text it holds.
    view.scrollDOM.tabIndex = 0;
    const lang = language.current;
    lang.start(view);
    lintNow(view);
    markOnce(EDITOR_READY_MARK);
    return () => {
      lang.detach();
      view.destroy();
      viewRef.current = null;
    };
    // The editor is created once per document; later text changes come from the editor itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initialText and readOnly are read at creation only (readOnly has its own effect below); makeState reads the latest props through `latest`.
  }, [props.docKey]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch({
      effects: readOnly.current.reconfigure([EditorState.readOnly.of(props.readOnly), EditorView.editable.of(!props.readOnly)]),
    });
  }, [props.readOnly]);

  useImperativeHandle(props.apiRef, () => createEditorApi(() => viewRef.current));

  return <div className="editor-host" ref={host} />;
}
