import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyzeSpec, createAppCompiler, type AppModel } from '../../core/index';
import { PREVIEW_API, type FromFrame, type ToFrame } from '../preview-frame/protocol';
import { createPreviewPipeline, type PreviewInput } from './preview-pipeline';

// The pipeline runs in the studio's page: give it the few globals it touches (its own message listeners).
const listeners = new Set<(e: MessageEvent<FromFrame>) => void>();
beforeAll(() => {
  vi.stubGlobal('location', { origin: 'http://studio.test' });
  vi.stubGlobal('addEventListener', (type: string, l: (e: MessageEvent<FromFrame>) => void) => type === 'message' && listeners.add(l));
  vi.stubGlobal(
    'removeEventListener',
    (type: string, l: (e: MessageEvent<FromFrame>) => void) => type === 'message' && listeners.delete(l),
  );
});
afterAll(() => vi.unstubAllGlobals());

const clinic = readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', 'clinic.spec.md'), 'utf8');
const input = (text: string, more: Partial<PreviewInput> = {}): PreviewInput => ({
  analysis: analyzeSpec(text),
  text,
  storeName: 'studio-1',
  visible: true,
  ...more,
});
const settle = () => new Promise((r) => setTimeout(r, 0));

/** A frame: its window posts to the pipeline; `direct` gives it the same-origin render API. */
function fakeFrame(direct: boolean) {
  const rendered: AppModel[] = [];
  const posted: ToFrame[] = [];
  const contentWindow = {
    postMessage: (m: ToFrame) => void posted.push(m),
    ...(direct ? { [PREVIEW_API]: { render: (app: AppModel) => void rendered.push(app) } } : {}),
  };
  const say = (data: FromFrame) =>
    listeners.forEach((l) => l({ origin: 'http://studio.test', source: contentWindow, data } as unknown as MessageEvent<FromFrame>));
  return { element: { contentWindow } as unknown as HTMLIFrameElement, rendered, posted, say };
}

describe('the preview pipeline (a store outside React)', () => {
  it('renders nothing before the frame is ready, then each new model once, and nothing for an edit the app does not show', async () => {
    const pipeline = createPreviewPipeline(createAppCompiler());
    const frame = fakeFrame(true);
    const disconnect = pipeline.connect(frame.element);
    const first = input(clinic);
    pipeline.setInput(first);
    await settle();
    expect(frame.rendered).toHaveLength(0);
    frame.say({ type: 'ready' });
    expect(pipeline.getSnapshot().ready).toBe(true);
    await settle();
    expect(frame.rendered).toHaveLength(1);
    // The same analysis again: nothing compiled, nothing rendered.
    pipeline.setInput({ ...first });
    await settle();
    expect(frame.rendered).toHaveLength(1);
    const before = frame.rendered.length;
    // A change of a comment line the app does not show: the compiler gives the last model, nothing is rendered.
    pipeline.setInput(input(`${clinic}\n<!-- a note -->\n`));
    await settle();
    expect(frame.rendered).toHaveLength(before);
    // A new title is another model.
    pipeline.setInput(input(clinic.replace(/^# .*/, '# Another clinic')));
    await settle();
    expect(frame.rendered).toHaveLength(before + 1);
    disconnect();
  });

  it('waits while hidden, and renders the newest input once shown', async () => {
    const pipeline = createPreviewPipeline(createAppCompiler());
    const frame = fakeFrame(true);
    pipeline.connect(frame.element);
    frame.say({ type: 'ready' });
    pipeline.setInput(input(clinic, { visible: false }));
    await settle();
    expect(frame.rendered).toHaveLength(0);
    pipeline.setInput(input(clinic, { visible: true }));
    await settle();
    expect(frame.rendered).toHaveLength(1);
  });

  it('without the direct API, posts the model and sends no other until the frame answers `applied`', async () => {
    const pipeline = createPreviewPipeline(createAppCompiler());
    const frame = fakeFrame(false);
    pipeline.connect(frame.element);
    frame.say({ type: 'ready' });
    pipeline.setInput(input(clinic));
    await settle();
    const models = () => frame.posted.filter((m) => m.type === 'model');
    expect(models()).toHaveLength(1);
    pipeline.setInput(input(clinic.replace(/^# .*/, '# Second')));
    await settle();
    expect(models()).toHaveLength(1);
    const first = models()[0];
    frame.say({ type: 'applied', seq: first?.type === 'model' ? first.seq : -1 });
    await settle();
    expect(models()).toHaveLength(2);
  });

  it("keeps the frame's address, its messages and hands calls and picks to the handlers", () => {
    const pipeline = createPreviewPipeline(createAppCompiler());
    const frame = fakeFrame(true);
    pipeline.connect(frame.element);
    const picks: number[] = [];
    const records: unknown[] = [];
    pipeline.setHandlers({ onInspect: (line) => void picks.push(line), onCall: () => undefined, onRecord: (r) => void records.push(r) });
    frame.say({ type: 'location', hash: '#/patients' });
    expect(pipeline.getSnapshot()).toMatchObject({ hash: '#/patients', address: '#/patients' });
    pipeline.setAddress('#/doc');
    expect(pipeline.getSnapshot()).toMatchObject({ hash: '#/patients', address: '#/doc' });
    frame.say({ type: 'pick', line: 12 });
    expect(picks).toEqual([12]);
    frame.say({ type: 'data', message: 'Added 20 sample records.' });
    expect(pipeline.getSnapshot().message).toBe('Added 20 sample records.');
    pipeline.dismissMessage();
    expect(pipeline.getSnapshot().message).toBeNull();
    frame.say({ type: 'record', record: { entity: 'Appointment', state: 'requested' } });
    expect(records).toEqual([{ entity: 'Appointment', state: 'requested' }]);
    frame.say({ type: 'data', message: 'Deleted every record.', undoable: true });
    expect(pipeline.getSnapshot().undoable).toBe(true);
    pipeline.undoReset();
    expect(pipeline.getSnapshot().undoable).toBe(false);
    expect(frame.posted.at(-1)).toEqual({ type: 'undo-reset' });
  });

  it('ignores messages from another window', () => {
    const pipeline = createPreviewPipeline(createAppCompiler());
    const frame = fakeFrame(true);
    pipeline.connect(frame.element);
    listeners.forEach((l) =>
      l({ origin: 'http://studio.test', source: {}, data: { type: 'ready' } } as unknown as MessageEvent<FromFrame>),
    );
    expect(pipeline.getSnapshot().ready).toBe(false);
  });
});
