/**
 * The lagged balancing driver (policies with `lagged: true`, such as `adaptive`): every phase's
 * loads are posted without a sync point and the decision after phase t reads those of phase t - 1;
 * no decision right after a balance (those loads were of the old cuts); the cost of a balance
 * reaches the policy with the loads after it; a resumed run decides exactly as an undisturbed one;
 * a rank that never posts its load is named when the others' wait times out. Sync mode
 * (`lagged: false`) decides from the phase just finished, with one sync point per phase.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster } from '../src/index.ts';
import type { LaggedOptions, LaggedResult } from './programs/lagged-driver.ts';

const PROGRAM = new URL('./programs/lagged-driver.ts', import.meta.url);
const cluster = createCluster({ topology: 'chain:3' });
afterAll(() => cluster.close());

const run = async (o: LaggedOptions, options: Record<string, unknown> = {}) =>
  (await cluster.run<LaggedResult>(PROGRAM, o, { timeoutMs: 60_000, ...options })).results;

describe('lagged driver', () => {
  it('decides from the previous phase with no sync point, and not right after a balance', async () => {
    const results = await run({ lagged: true, balanceAt: [2], phases: 8 });
    const [r0] = results as [LaggedResult];
    for (const r of results) {
      expect(r.lagged).toBe(true);
      expect(r.seen).toEqual(r0.seen);
      expect(r.cuts).toEqual(r0.cuts);
    }
    // call t shows phase t - 1 (rank r's load was 10 * phase + r); none at call 0, none at call 4
    expect(r0.seen.map((s) => s?.phase ?? null)).toEqual([null, 0, 1, 2, null, 4, 5, 6]);
    expect(r0.seen[1]).toMatchObject({ min: 0, max: 2, sinceLast: null, cost: false });
    // the balance ran after phase 3 on the loads of phase 2 (rank 0's cut 2 + 20 / 10)
    expect(r0.reports).toEqual([{ phase: 3, cut: 4 }]);
    expect(r0.cuts).toEqual([24, 24, 24, 4, 4, 4, 4, 4]);
    // the first loads after the balance: one phase since it, its cost known
    expect(r0.seen[5]).toMatchObject({ phase: 4, sinceLast: 1, cost: true });
    // no sync point in a phase without a balance
    r0.syncs.forEach((n, call) => {
      if (call !== 3) expect(n).toBe(0);
    });
  });

  it('sync mode: the phase just finished, one sync point per phase', async () => {
    const results = await run({ lagged: false, balanceAt: [2], phases: 8 });
    const [r0] = results as [LaggedResult];
    expect(r0.lagged).toBe(false);
    expect(r0.seen.map((s) => s?.phase ?? null)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(r0.reports).toEqual([{ phase: 2, cut: 4 }]);
    r0.syncs.forEach((n, call) => {
      if (call !== 2) expect(n).toBe(1);
    });
  });

  it.each([
    ['a round posted before a balance (stale)', 5],
    ['a round the next call reads', 7],
  ])(
    'resumed after a rank died (%s): the same states, cuts and reports',
    async (_what, atStep) => {
      const o: LaggedOptions = { lagged: true, balanceAt: [2, 6], phases: 10, checkpoints: true };
      const plain = await run(o);
      const restarted = await run(o, { checkpointEvery: 2, maxRestarts: 1, faults: [{ rank: 1, kind: 'exit', atStep }] });
      expect(restarted.every((r) => r.resumed)).toBe(true);
      const strip = (rs: LaggedResult[]) => rs.map(({ resumed: _r, wanted: _w, ...rest }) => rest);
      expect(strip(restarted)).toEqual(strip(plain));
      expect((plain[0] as LaggedResult).reports.map((r) => r.phase)).toEqual([3, 7]);
    },
    120_000,
  );

  it.each([true, false])(
    'loadsWanted (lagged %s): false only where the loads are not read (loads 1000x there change nothing)',
    async (lagged) => {
      const o: LaggedOptions = { lagged, balanceAt: [3, 4, 5, 6, 7], phases: 14, gap: 3 };
      const plain = (await run(o))[0] as LaggedResult;
      const skewed = (await run({ ...o, skewUnwanted: true }))[0] as LaggedResult;
      expect(skewed.seen).toEqual(plain.seen);
      expect(skewed.cuts).toEqual(plain.cuts);
      expect(skewed.reports).toEqual(plain.reports);
      expect(plain.reports.length).toBeGreaterThanOrEqual(1);
      // the policy looks every 3 phases (after a balance, at once): those between are not read (a
      // lagged driver also reads the phase of each look, whose round it collects)
      expect(plain.wanted.filter((w) => !w).length).toBeGreaterThanOrEqual(lagged ? 2 : 6);
      expect(plain.wanted[0]).toBe(true);
    },
    60_000,
  );

  it('a rank that never posts its load: the wait times out and names it', async () => {
    const small = createCluster({ topology: 'chain:3', waitTimeoutMs: 600 });
    try {
      // threads started and the program loaded first: on a loaded machine a rank still starting
      // would otherwise be the one the 600 ms wait names
      await small.run(PROGRAM, { lagged: true, balanceAt: [], phases: 2 });
      const err = await small.run(PROGRAM, { lagged: true, balanceAt: [], phases: 6, stall: { rank: 2, after: 3 } }).then(
        () => undefined,
        (e: unknown) => e as { code?: string; message: string; cause?: { code?: string } },
      );
      expect(err?.code).toBe('MW_RANK_FAILED');
      expect(err?.cause?.code).toBe('MW_DEADLINE_EXCEEDED');
      expect(err?.message).toMatch(/load board on rank [01] \(waiting for every rank's load of round 3\)/);
      expect(err?.message).toMatch(/rank that never posted it: 2 \(running outside any wait\)/);
    } finally {
      await small.close();
    }
  });
});
