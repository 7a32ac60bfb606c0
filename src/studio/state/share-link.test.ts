import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, MAX_SHARE_TEXT, readShare } from './share-link';

/** A share fragment of raw bytes, deflated as a link would be (to craft what encodeShare never writes). */
async function fragmentOf(bytes: Uint8Array): Promise<string> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const deflated = new Uint8Array(await new Response(out).arrayBuffer());
  let binary = '';
  for (let i = 0; i < deflated.length; i += 0x8000) binary += String.fromCharCode(...deflated.subarray(i, i + 0x8000));
  return `#share=${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** A deflate stream that inflates to `size` zero bytes, written chunk by chunk (never held inflated). */
async function bombOf(size: number): Promise<string> {
  const chunk = new Uint8Array(1024 * 1024);
  let left = size;
  const source = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      if (left <= 0) return controller.close();
      const n = Math.min(left, chunk.length);
      left -= n;
      controller.enqueue(chunk.subarray(0, n));
    },
  });
  const deflated = new Uint8Array(await new Response(source.pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
  let binary = '';
  for (let i = 0; i < deflated.length; i += 0x8000) binary += String.fromCharCode(...deflated.subarray(i, i + 0x8000));
  return `#share=${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

describe('share links', () => {
  it('round-trip a spec through the fragment, compressed', async () => {
    const text = '# Clinic\n\n' + '| Field | Type |\n|---|---|\n| id | id |\n'.repeat(200) + 'é ✓ 🙂';
    const hash = await encodeShare({ name: 'Clinic', text });
    expect(hash.startsWith('#share=')).toBe(true);
    expect(hash).toMatch(/^#share=[A-Za-z0-9_-]+$/);
    expect(hash.length).toBeLessThan(text.length / 4);
    expect(await decodeShare(hash)).toEqual({ name: 'Clinic', text });
    expect(await readShare(hash)).toEqual({ ok: true, spec: { name: 'Clinic', text } });
  });

  it('answer null for a foreign fragment, and say when a link is damaged', async () => {
    expect(await readShare('#/talks')).toBeNull();
    expect(await decodeShare('#share=not-deflate')).toBeNull();
    const good = await encodeShare({ name: 'A', text: '# A\n'.repeat(50) });
    for (const bad of [
      '#share=not-deflate',
      '#share=a b',
      good.slice(0, good.length - 6),
      await fragmentOf(new Uint8Array([0xff, 0xfe, 0x00])),
      await fragmentOf(new TextEncoder().encode('[1,2]')),
      await fragmentOf(new TextEncoder().encode('{"n":"x","t":5}')),
    ]) {
      const r = await readShare(bad);
      expect(r).toMatchObject({ ok: false, reason: 'damaged' });
      expect(r?.ok === false && r.message).toContain('This share link is damaged');
    }
  });

  it('keeps a spec of up to 5 MB of text and refuses one past it', async () => {
    const rows = '# Big\n' + '| a | b |\n'.repeat(500_000);
    const spec = rows + 'x'.repeat(MAX_SHARE_TEXT - rows.length);
    expect(spec.length).toBe(MAX_SHARE_TEXT);
    expect(await readShare(await encodeShare({ name: 'Big', text: spec }))).toMatchObject({ ok: true });
    const over = await readShare(await encodeShare({ name: 'Bigger', text: `${spec}x` }));
    expect(over).toMatchObject({ ok: false, reason: 'too-large' });
    expect(over?.ok === false && over.message).toContain('too large or damaged: it holds more than 5 MB of text');
  });

  it('stops inflating a link that inflates to 256 MB as soon as it passes the cap', async () => {
    const bomb = await bombOf(256 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(500_000);
    const before = process.memoryUsage().arrayBuffers;
    const r = await readShare(bomb);
    expect(r).toMatchObject({ ok: false, reason: 'too-large' });
    // Never more than the cap (16 MB of bytes) and a few chunks were held, far from the 256 MB.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a fragment longer than any 5 MB spec could deflate to without decoding it', async () => {
    expect(await readShare(`#share=${'A'.repeat(25_000_000)}`)).toMatchObject({ ok: false, reason: 'too-large' });
  });
});
