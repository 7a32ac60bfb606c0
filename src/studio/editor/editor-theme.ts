import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { classHighlighter, tags as t } from '@lezer/highlight';

/** The editor's look, from the studio's CSS variables so light and dark follow the system. */
export const editorTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '13.5px', color: 'var(--text)', backgroundColor: 'var(--editor-bg)' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.6' },
  '.cm-content': { caretColor: 'var(--accent)', padding: '10px 0 40vh' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--accent)', borderLeftWidth: '2px' },
  '&.cm-focused': { outline: 'none' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--selection) !important' },
  '.cm-activeLine': { backgroundColor: 'var(--active-line)' },
  '.cm-gutters': { backgroundColor: 'var(--editor-bg)', color: 'var(--faint)', border: 'none', borderRight: '1px solid var(--border)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--active-line)', color: 'var(--text)' },
  '.cm-foldPlaceholder': {
    backgroundColor: 'var(--accent-soft)',
    border: 'none',
    color: 'var(--accent)',
    padding: '0 6px',
    borderRadius: '4px',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--panel)',
    border: '1px solid var(--border)',
    borderRadius: '8px',
    boxShadow: 'var(--shadow)',
    color: 'var(--text)',
  },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: 'var(--accent)', color: 'var(--on-accent)' },
  '.cm-tooltip-lint': { padding: '2px' },
  '.cm-diagnostic': { padding: '6px 10px', fontFamily: 'var(--sans)', fontSize: '13px', maxWidth: '46ch' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--bad)' },
  '.cm-diagnostic-warning': { borderLeftColor: 'var(--warn)' },
  '.cm-diagnostic-info': { borderLeftColor: 'var(--info)' },
  '.cm-panels': { backgroundColor: 'var(--panel)', color: 'var(--text)' },
  '.cm-panels.cm-panels-top': { borderBottom: '1px solid var(--border)' },
  '.cm-searchMatch': { backgroundColor: 'var(--warn-soft)', outline: '1px solid var(--warn)' },
  '.cm-searchMatch-selected': { backgroundColor: 'var(--accent-soft)' },
  '.cm-textfield, .cm-button': {
    font: 'inherit',
    fontSize: '13px',
    borderRadius: '6px',
    border: '1px solid var(--border)',
    background: 'var(--bg)',
    color: 'var(--text)',
    padding: '3px 8px',
  },
  '.cm-spec-inspected': { backgroundColor: 'var(--accent-soft)' },
});

/**
 * Markdown, YAML and JSON highlighting in the studio's palette, plus `tok-*` classes on every token
 * (`tok-heading`, `tok-propertyName`…: stable names for tests and user styles).
 */
export const editorHighlight = [
  syntaxHighlighting(classHighlighter),
  syntaxHighlighting(
    HighlightStyle.define([
      { tag: t.heading1, fontWeight: '700', fontSize: '1.25em', color: 'var(--text)' },
      { tag: t.heading2, fontWeight: '700', fontSize: '1.1em', color: 'var(--accent)' },
      { tag: [t.heading3, t.heading4, t.heading5, t.heading6], fontWeight: '650', color: 'var(--accent)' },
      { tag: t.heading, fontWeight: '650' },
      { tag: t.strong, fontWeight: '700' },
      { tag: t.emphasis, fontStyle: 'italic' },
      { tag: t.strikethrough, textDecoration: 'line-through' },
      { tag: t.monospace, color: 'var(--code)' },
      { tag: [t.link, t.url], color: 'var(--info)', textDecoration: 'underline' },
      { tag: [t.processingInstruction, t.meta], color: 'var(--faint)' },
      { tag: t.list, color: 'var(--accent)' },
      { tag: t.quote, color: 'var(--muted)', fontStyle: 'italic' },
      { tag: t.content, color: 'var(--text)' },
      { tag: t.comment, color: 'var(--faint)' },
      // YAML and JSON: keys, strings, numbers and the like (Markdown does not use these tags, but for link titles).
      { tag: t.propertyName, color: 'var(--accent)', fontWeight: '600' },
      { tag: t.string, color: 'var(--code)' },
      { tag: [t.number, t.bool, t.null, t.atom], color: 'var(--info)' },
      { tag: [t.typeName, t.labelName, t.keyword], color: 'var(--info)' },
      { tag: [t.separator, t.punctuation, t.brace, t.squareBracket], color: 'var(--faint)' },
    ]),
  ),
];
