/**
 * quietHost: a major collection of the host's heap, run to its end before a timed run, without
 * the ExperimentalWarning Node prints for the call it uses, and the warning channel left as it was.
 */
import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { quietHost } from '../src/quiet-host.ts';

/** The kinds of the collections `f` ran (PerformanceObserver 'gc' entries). */
async function collectionsDuring(f: () => Promise<void>): Promise<number[]> {
  const seen: PerformanceEntry[] = [];
  const obs = new PerformanceObserver((list) => seen.push(...list.getEntries()));
  obs.observe({ entryTypes: ['gc'] });
  try {
    await f();
    // entries are delivered asynchronously: let the observer's queue run
    await new Promise((resolve) => setImmediate(resolve));
    seen.push(...obs.takeRecords());
  } finally {
    obs.disconnect();
  }
  return seen.map((e) => (e.detail as { kind: number }).kind);
}

describe('quietHost', () => {
  it('runs a major collection of the host heap and settles after it', async () => {
    // garbage for it to find, kept alive until the step starts
    let garbage: object[] | undefined = Array.from({ length: 50_000 }, (_, i) => ({ i }));
    expect(garbage.length).toBe(50_000);
    garbage = undefined;
    const kinds = await collectionsDuring(quietHost);
    expect(kinds).toContain(constants.NODE_PERFORMANCE_GC_MAJOR);
  });

  it('prints no warning of its own and leaves process.emitWarning as it was', async () => {
    const emit = process.emitWarning;
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      await quietHost();
      await quietHost();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.includes('measureMemory'))).toEqual([]);
    expect(process.emitWarning).toBe(emit);
  });

  it('lets other warnings through while it runs', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const step = quietHost();
      // emitted while the collection runs (the step restored the channel as soon as it started)
      process.emitWarning('a warning of the program');
      await step;
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toContain('a warning of the program');
  });
});
