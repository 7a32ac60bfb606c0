import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, codeFolding, foldGutter, foldKeymap, indentOnInput } from '@codemirror/language';
import { forEachDiagnostic, lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { quickFixes } from '../../core/index';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { Compartment, EditorSelection, EditorState, RangeSet, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
  crosshairCursor,
  Decoration,
  type DecorationSet,
  drawSelection,
  dropCursor,
  EditorView,
  gutter,
  GutterMarker,
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
import { editorHighlight, editorTheme } from './editor-theme';
import { specCompletion } from './spec-completion';
import { SpecLanguage } from './spec-language';
import { movesLines, sameDiagnostics, type ShownDiagnostic } from './lint-diff';
import { formatTableCommand, moveCell } from './table-commands';

/** What the studio can ask of the editor. */
export interface EditorApi {
  /** Selects a range, scrolls it to the middle and focuses the editor. */
  jumpTo(from: number, to?: number): void;
  /** Replaces the whole text (restore, load from another tab, apply an option) as one undoable change. */
  setText(text: string): void;
  /** Formats the table under the cursor (aligned if it fits the editor's width, else compact); false when not in a table. */
  formatTable(): boolean;
  focus(): void;
  /** Marks ranges of the text (what an accepted option inserted) until the next edit, and shows the first. */
  highlight(ranges: readonly { from: number; to: number }[]): void;
  /** Applies changes as one edit of the user's (undoable), e.g. a quick fix from the Gaps panel. */
  applyChanges(changes: readonly { from: number; to: number; insert: string }[]): void;
}

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

function toLint(analysis: SpecAnalysis, text: string, current: () => SpecAnalysis | null) {
  return analysis.diagnostics.map((d) => ({
    from: d.from,
    to: d.to,
    severity: d.severity,
    message: d.message,
    source: d.point ? `${d.code} · point ${d.point}` : d.code,
    // Mechanical fixes as the tooltip's buttons (Ctrl+. applies the first at the cursor). Each is worked out
    // again when clicked, from the text then: the editor keeps shown diagnostics across edits that change
    // no finding (lintNow), and a fix's own positions (e.g. where a heading goes) may have moved since.
    actions: quickFixes(text, d, analysis.spec).map((fix) => ({
      name: fix.title,
      apply: (view: EditorView, from: number, to: number) => {
        const a = current();
        const now = a?.diagnostics.find((x) => x.from === from && x.to === to && x.code === d.code && x.message === d.message);
        const again = a && now ? quickFixes(view.state.doc.toString(), now, a.spec).find((f) => f.title === fix.title) : undefined;
        if (again) view.dispatch({ changes: [...again.changes], userEvent: 'input.quickfix', scrollIntoView: true });
      },
    })),
  }));
}

/** The diagnostics the editor shows now, where they are now. */
function shownDiagnostics(state: EditorState): ShownDiagnostic[] {
  const out: ShownDiagnostic[] = [];
  forEachDiagnostic(state, (d, from, to) => out.push({ ...d, from, to }));
  return out;
}

/** Marks text just inserted from outside the editor (an accepted option) until the next edit. */
const setInserted = StateEffect.define<readonly { from: number; to: number }[]>();
const insertedMark = Decoration.mark({ class: 'cm-inserted', attributes: { title: 'Inserted by the option you accepted' } });
const insertedField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    for (const e of tr.effects) {
      if (e.is(setInserted)) {
        const max = tr.state.doc.length;
        return Decoration.set(
          e.value.filter((r) => r.from < r.to && r.to <= max).map((r) => insertedMark.range(r.from, r.to)),
          true,
        );
      }
    }
    return tr.docChanged ? Decoration.none : marks;
  },
  provide: (f) => EditorView.decorations.from(f),
});

/** A line's quick fix, shown in the fix gutter (the "lightbulb"): a click applies it. */
class FixMarker extends GutterMarker {
  constructor(readonly title: string) {
    super();
  }
  override eq(other: GutterMarker): boolean {
    return other instanceof FixMarker && other.title === this.title;
  }
  override toDOM(): Node {
    const el = document.createElement('span');
    el.className = 'cm-fix-marker';
    el.textContent = '✎';
    el.title = `Quick fix: ${this.title.replace(/`/g, '')} (click, or Ctrl+. on the finding)`;
    el.setAttribute('aria-hidden', 'true');
    return el;
  }
}

/** The lines that have a quick fix, set with each new set of diagnostics. */
const setFixLines = StateEffect.define<readonly { from: number; title: string }[]>();
const fixLinesField = StateField.define<RangeSet<GutterMarker>>({
  create: () => RangeSet.empty,
  update(markers, tr) {
    for (const e of tr.effects) {
      if (e.is(setFixLines)) {
        const max = tr.state.doc.length;
        return RangeSet.of(
          e.value.filter((f) => f.from <= max).map((f) => new FixMarker(f.title).range(tr.state.doc.lineAt(f.from).from)),
          true,
        );
      }
    }
    return markers.map(tr.changes);
  },
});

/** The first fix of each line that has one, from the lint diagnostics' actions. */
function fixLinesOf(diagnostics: ReturnType<typeof toLint>): { from: number; title: string }[] {
  const out: { from: number; title: string }[] = [];
  for (const d of diagnostics) {
    const first = d.actions[0];
    if (first) out.push({ from: d.from, title: first.name });
  }
  return out;
}

/** The fix gutter: a marker on each line with a quick fix; a click applies that line's first fix. */
function fixGutter(analysis: () => SpecAnalysis | null): Extension {
  return [
    fixLinesField,
    gutter({
      class: 'cm-fix-gutter',
      markers: (view) => view.state.field(fixLinesField),
      domEventHandlers: {
        mousedown(view, line) {
          const a = analysis();
          if (!a) return false;
          const text = view.state.doc.toString();
          for (const d of a.diagnostics) {
            if (d.from < line.from || d.from > line.to) continue;
            const fix = quickFixes(text, d, a.spec)[0];
            if (fix) {
              view.dispatch({ changes: [...fix.changes], userEvent: 'input.quickfix', scrollIntoView: true });
              return true;
            }
          }
          return false;
        },
      },
    }),
  ];
}

/** Ctrl+. : applies the first quick fix of a diagnostic under the cursor. */
function fixAtCursor(analysis: () => SpecAnalysis | null) {
  return (view: EditorView): boolean => {
    const a = analysis();
    if (!a) return false;
    const at = view.state.selection.main.head;
    const text = view.state.doc.toString();
    for (const d of a.diagnostics) {
      if (at < d.from || at > d.to) continue;
      const fix = quickFixes(text, d, a.spec)[0];
      if (fix) {
        view.dispatch({ changes: [...fix.changes], userEvent: 'input.quickfix', scrollIntoView: true });
        return true;
      }
    }
    return false;
  };
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

  useImperativeHandle(props.apiRef, () => ({
    jumpTo(from, to = from) {
      const view = viewRef.current;
      if (!view) return;
      const len = view.state.doc.length;
      const a = Math.min(Math.max(0, from), len);
      const b = Math.min(Math.max(a, to), len);
      view.dispatch({ selection: EditorSelection.range(a, b), effects: EditorView.scrollIntoView(a, { y: 'center' }) });
      view.focus();
    },
    setText(text) {
      const view = viewRef.current;
      if (!view || view.state.doc.toString() === text) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.replace' });
    },
    formatTable() {
      const view = viewRef.current;
      return view ? formatTableCommand(view) : false;
    },
    focus() {
      viewRef.current?.focus();
    },
    highlight(ranges) {
      const view = viewRef.current;
      if (!view) return;
      const first = ranges[0];
      view.dispatch({
        effects: [
          setInserted.of(ranges),
          ...(first && first.to <= view.state.doc.length ? [EditorView.scrollIntoView(first.from, { y: 'center' })] : []),
        ],
      });
    },
    applyChanges(changes) {
      const view = viewRef.current;
      if (!view) return;
      const max = view.state.doc.length;
      if (changes.some((c) => c.from > max || c.to > max)) return;
      view.dispatch({
        changes: [...changes],
        userEvent: 'input.quickfix',
        scrollIntoView: true,
        selection: { anchor: changes[0]?.from ?? 0 },
      });
      view.focus();
    },
  }));

  return <div className="editor-host" ref={host} />;
}
