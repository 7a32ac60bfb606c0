import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as coreRuntime from '../core-runtime';
import { createAnalysisStore } from './analysis-store';
import type { CoreRuntime, CoreSource } from './core-loader';
import { createExternalStore } from './external-store';
import type { SessionState } from './studio-session';

const clinic = readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', 'clinic.spec.md'), 'utf8');

/** A session holding only what the store reads (its open doc's text), and a core that loads when told. */
function setUp(text: string) {
  const session = createExternalStore<SessionState>({
    ready: true,
    specs: [],
    doc: { key: 'a:1', id: 'a', name: 'Clinic', text, baseVersion: 1, readOnly: false, rev: 0 },
    save: 'saved',
    otherTabs: 0,
    conflict: null,
    notice: null,
  });
  const core = createExternalStore<CoreRuntime | null>(null);
  const source: CoreSource = { subscribe: core.subscribe, getSnapshot: core.getSnapshot };
  const setText = (next: string) => {
    const s = session.getSnapshot();
    session.replace({ ...s, doc: s.doc && { ...s.doc, text: next }, save: 'unsaved' });
  };
  return { session, core, store: createAnalysisStore(session, source), setText };
}

describe('the analysis store', () => {
  it('holds only the text until core loads, then tells its listeners and analyses it', () => {
    const { core, store } = setUp(clinic);
    expect(store.getSnapshot()).toMatchObject({ core: null, text: clinic, analysis: null, app: null, counts: null, fixes: null });
    expect(store.proposals()).toBeNull();
    let told = 0;
    store.subscribe(() => told++);
    core.replace(coreRuntime);
    expect(told).toBe(1);
    const snap = store.getSnapshot();
    expect(snap.analysis?.report.title).toBe(coreRuntime.analyzeText(clinic).report.title);
    expect(snap.app?.gaps.length).toBe(snap.counts?.gaps);
    expect(snap.fixes).not.toBeNull();
  });

  it('returns the same snapshot while the text is the same, and keeps one compiler across texts', () => {
    const { core, session, store, setText } = setUp(clinic);
    core.replace(coreRuntime);
    const first = store.getSnapshot();
    session.replace({ ...session.getSnapshot(), save: 'saving', otherTabs: 1 });
    expect(store.getSnapshot()).toBe(first);
    setText(`${clinic}\nA note.\n`);
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.text).toBe(`${clinic}\nA note.\n`);
    expect(second.compiler).toBe(first.compiler);
  });

  it('works the options out once per text, when asked', () => {
    const { core, store, setText } = setUp(clinic);
    core.replace(coreRuntime);
    const proposals = store.proposals();
    expect(proposals).toEqual(coreRuntime.proposeOptionsFor(clinic, coreRuntime.analyzeText(clinic)));
    expect(store.proposals()).toBe(proposals);
    setText(`${clinic}\n`);
    expect(store.proposals()).not.toBe(proposals);
  });
});
