/**
 * Issue 13, item 3: a rank that throws after its program returned (a timer, a promise rejected
 * later) is reported as MW_LATE_FAILURE of the run that started it, never as the failure of the
 * next run, and not lost when the cluster closes first. A rejection left floating as the
 * program returns fails that very run.
 *
 * No sleeps: the leftover timers throw only once the host raises a flag after the run settled.
 */
import { describe, expect, it } from 'vitest';
import { createCluster, ErrorCodes, type MeshworkError } from '../src/index.ts';
import type { ReliabilityOptions, ReliabilityScenario } from './programs/reliability.ts';

const PROGRAM = new URL('./programs/reliability.ts', import.meta.url);

function setup() {
  const late: MeshworkError[] = [];
  const cluster = createCluster({ topology: 'chain:2', spin: false, onLateFailure: (e) => late.push(e) });
  const run = (scenario: ReliabilityScenario) => cluster.run<number, ReliabilityOptions>(PROGRAM, { scenario });
  return { cluster, run, late };
}

describe('late throws after return (chain:2)', () => {
  it.each(['late-timer', 'late-rejection'] as const)(
    '%s: the next run succeeds; MW_LATE_FAILURE names the earlier run, rank and message',
    async (kind) => {
      const { cluster, run, late } = setup();
      const flag = new SharedArrayBuffer(4);
      const first = await run({ kind, rank: 1, message: 'late-7', flag });
      expect(first.results).toEqual([0, 1]);
      Atomics.store(new Int32Array(flag), 0, 1);
      // The timer fires while the thread runs the next, correct program: that run is not blamed.
      const second = await run({ kind: 'ok' });
      expect(second.results).toEqual([0, 10]);
      await cluster.close();
      expect(late).toHaveLength(1);
      expect(cluster.lateFailures).toEqual(late);
      const err = late[0] as MeshworkError;
      expect(err.code).toBe(ErrorCodes.LATE_FAILURE);
      expect(err.rank).toBe(1);
      expect(err.message).toContain('rank 1 threw after its program returned (run #1 of ');
      expect(err.message).toContain('reliability.ts');
      expect(err.message).toContain(kind === 'late-timer' ? 'an uncaught exception' : 'an unhandled promise rejection');
      expect(err.message).toContain('late-7');
      expect((err.cause as Error).message).toBe('late-7');
    },
    60_000,
  );

  it('a late throw is not lost when the cluster closes before another run', async () => {
    const { cluster, run, late } = setup();
    const flag = new SharedArrayBuffer(4);
    await run({ kind: 'late-timer', rank: 0, message: 'late-at-close', flag });
    Atomics.store(new Int32Array(flag), 0, 1);
    await cluster.close();
    expect(late.map((e) => [e.code, e.rank])).toEqual([[ErrorCodes.LATE_FAILURE, 0]]);
    expect((late[0] as MeshworkError).message).toContain('late-at-close');
    expect(cluster.threadCount).toBe(0);
  }, 120_000);

  it('a rejection left floating as the program returns fails that run (MW_RANK_FAILED), the next run is clean', async () => {
    const { cluster, run, late } = setup();
    const err = (await run({ kind: 'floating-rejection', rank: 1, message: 'float-3' }).then(
      () => undefined,
      (e: unknown) => e,
    )) as MeshworkError;
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.rank).toBe(1);
    expect(err.message).toContain("an unhandled promise rejection outside the program's own promise chain: float-3");
    expect((await run({ kind: 'ok' })).results).toEqual([0, 10]);
    await cluster.close();
    expect(late).toEqual([]);
  }, 120_000);

  it('without onLateFailure a late failure becomes a process warning', async () => {
    const cluster = createCluster({ topology: 'chain:2', spin: false });
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      const flag = new SharedArrayBuffer(4);
      await cluster.run(PROGRAM, { scenario: { kind: 'late-timer', rank: 1, message: 'warned-9', flag } });
      Atomics.store(new Int32Array(flag), 0, 1);
      await cluster.close();
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((w) => (w as { code?: string }).code)).toEqual([ErrorCodes.LATE_FAILURE]);
    expect(warnings[0]?.message).toContain('warned-9');
  }, 120_000);
});
