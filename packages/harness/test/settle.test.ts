/**
 * settleHost collects the host's heap before a timed run: an object only weakly held before the
 * call is gone after it, one still held is kept, and no
 * new context gains a `gc` global from it (the flag is on only while the collector is taken).
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SETTLE_IDLE_MS, settleHost } from '../src/settle.ts';

/** A WeakRef to a fresh object no one else holds (made in a function of its own: no stack slot keeps it). */
function weaklyHeld(): WeakRef<object> {
  return new WeakRef({ payload: new Float64Array(1024) });
}

/** The end of the current job: a WeakRef's target is kept alive until then (ClearKeptObjects). */
const nextJob = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('settleHost', () => {
  it('collects an object nothing holds any more', async () => {
    const ref = weaklyHeld();
    await nextJob();
    await settleHost();
    expect(ref.deref()).toBeUndefined();
  });

  it('keeps what is still held', async () => {
    const held = { payload: new Float64Array(16) };
    const ref = new WeakRef(held);
    await nextJob();
    await settleHost();
    expect(ref.deref()).toBe(held);
  });

  it('exposes no gc to new contexts, also when called again', async () => {
    const before = runInNewContext('typeof gc');
    await settleHost();
    await settleHost();
    expect(runInNewContext('typeof gc')).toBe(before);
    expect(SETTLE_IDLE_MS).toBeGreaterThan(0);
  });
});
