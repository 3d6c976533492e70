/**
 * Recording the loads for replay (`BalancingOptions.record`) adds no sync point of the policy's
 * kind: a recording driver looks, lags and balances exactly as one that does not record, and the
 * only gathers it adds are its timed samples (at the 8th phase when none came before, then at
 * the 16th phase of any 16 without a gather). Every rank's log comes back whole and is merged
 * into the trace once; a step carries `syncMs` exactly where it had a gather; a run resumed from
 * a checkpoint gives the same record.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_SAMPLE, SAMPLE_EVERY } from '../src/balance/record.ts';
import { createCluster, type RunResult, toTrace } from '../src/index.ts';
import type { LaggedOptions, LaggedResult } from './programs/lagged-driver.ts';

const PROGRAM = new URL('./programs/lagged-driver.ts', import.meta.url);
const cluster = createCluster({ topology: 'chain:3' });
afterAll(() => cluster.close());

const runOf = (o: LaggedOptions, options: Record<string, unknown> = {}) =>
  cluster.run<LaggedResult>(PROGRAM, o, { timeoutMs: 60_000, ...options }) as Promise<RunResult<LaggedResult>>;

/** What a rank's program saw, without the counts of sync points. */
const decisions = (r: LaggedResult) => ({ lagged: r.lagged, seen: r.seen, cuts: r.cuts, reports: r.reports });

const PHASES = 40;
/** Phases where the recorder times a gather when the policy gathers at none: the 8th (none before it), then the 16th of 16 without one. */
const SAMPLES = [7, 31];

describe('a recording driver', () => {
  it('records the ranks that could compute at once when they outnumber the cores, and nothing when each has one', async () => {
    const recordOn = async (cores: number) => {
      const c = createCluster({ topology: 'chain:3', cores });
      try {
        const run = (await c.run<LaggedResult>(
          PROGRAM,
          { lagged: false, balanceAt: [], phases: 4, record: true },
          { timeoutMs: 60_000 },
        )) as RunResult<LaggedResult>;
        return toTrace(run.metrics, run.ranks).loads?.recorded;
      } finally {
        await c.close();
      }
    };
    expect((await recordOn(2))?.concurrency).toBe(2);
    expect((await recordOn(1))?.concurrency).toBe(1);
    const own = await recordOn(3);
    expect(own?.balancer).toBeDefined();
    expect(own?.concurrency).toBeUndefined();
  });

  it.each([
    ['synchronous, every phase', { lagged: false }, []],
    ['synchronous, every 3rd phase', { lagged: false, gap: 3 }, []],
    ['lagged (no sync point between balances)', { lagged: true }, SAMPLES],
    ['lagged, every 3rd phase', { lagged: true, gap: 3 }, SAMPLES],
    ['a policy that never looks (static)', { lagged: false, blind: true }, SAMPLES],
  ] as const)('%s: the same gathers and decisions as without recording, plus its samples', async (_what, o, samples) => {
    const base: LaggedOptions = { balanceAt: [], phases: PHASES, ...o };
    const plain = (await runOf(base)).results;
    const traced = (await runOf({ ...base, record: true })).results;
    for (const [r, t] of traced.entries()) {
      const p = plain[r] as LaggedResult;
      expect(decisions(t)).toEqual(decisions(p));
      const extra = t.syncs.map((n, call) => n - (p.syncs[call] as number));
      expect(extra.flatMap((n, call) => (n === 0 ? [] : [[call, n]]))).toEqual(samples.map((call) => [call, 1]));
    }
    expect([FIRST_SAMPLE, SAMPLE_EVERY]).toEqual([7, 16]);
  });

  it('lagged with balances: the same balances at the same phases, recorded where they ran', async () => {
    const base: LaggedOptions = { lagged: true, balanceAt: [2, 20], phases: PHASES };
    const plain = (await runOf(base)).results;
    const run = await runOf({ ...base, record: true });
    expect(run.results.map(decisions)).toEqual(plain.map(decisions));
    const r0 = run.results[0] as LaggedResult;
    expect(r0.reports.map((b) => b.phase)).toEqual([3, 21]);
    const steps = toTrace(run.metrics, run.ranks).loads?.steps ?? [];
    expect(steps.flatMap((s, i) => (s.balance === undefined ? [] : [i]))).toEqual([3, 21]);
    expect(steps[3]?.balance?.cuts[0]?.[1]).toBe(4);
  });

  it("merges every rank's every step into the trace: loads, planes, cuts, and sync times where a gather ran", async () => {
    const run = await runOf({ lagged: false, gap: 3, balanceAt: [], phases: PHASES, record: true });
    const trace = toTrace(run.metrics, run.ranks);
    const steps = trace.loads?.steps ?? [];
    expect(trace.version).toBe(3);
    expect(steps.length).toBe(PHASES);
    for (const [p, st] of steps.entries()) {
      expect(st.totals).toEqual([0, 1, 2].map((r) => 10 * p + r));
      // 24 rows a rank, each 1/24 of its total (the program's planes along the cut axis)
      for (const r of [0, 1, 2]) {
        expect(st.planes[r]?.[0]?.length).toBe(24);
        expect(st.planes[r]?.[0]?.[0]).toBeCloseTo((10 * p + r) / 24, 12);
      }
      expect(st.cuts[0]).toEqual([0, 24, 48, 72]);
      expect(st.computeMs.length).toBe(3);
      expect(st.stepMs.length).toBe(3);
      // the tally each rank gave with its loads (even phases), 0 for a rank that gave none
      expect(st.tallyMs).toEqual(p % 2 === 0 ? [0, 1, 2].map((r) => (p + r) / 100) : undefined);
      for (const ms of st.recordMs ?? []) expect(ms).toBeGreaterThanOrEqual(0);
    }
    // what recording each step cost, outside the step's clock: on the steps where a rank's clock moved at all
    expect(steps.filter((s) => s.recordMs !== undefined).length).toBeGreaterThan(PHASES / 2);
    // a look every 3rd phase, each one gather: syncMs on those steps only, for every rank
    const gathered = (run.results[0] as LaggedResult).syncs.flatMap((n, call) => (n > 0 ? [call] : []));
    expect(gathered).toEqual(Array.from({ length: 14 }, (_, i) => 3 * i));
    expect(steps.flatMap((s, i) => (s.syncMs === undefined ? [] : [i]))).toEqual(gathered);
    expect(steps.flatMap((s, i) => (s.syncEndMs === undefined ? [] : [i]))).toEqual(gathered);
    for (const i of gathered) {
      expect(steps[i]?.syncMs?.length).toBe(3);
      // the ranks' release times on one clock: a later gather releases later
      const ends = steps[i]?.syncEndMs as number[];
      expect(ends.length).toBe(3);
      if (i > 0) for (const [r, t] of ends.entries()) expect(t).toBeGreaterThan(steps[i - 3]?.syncEndMs?.[r] as number);
    }
  });

  it('a long run whose tiles change: every step whole past the first growth of the typed log', async () => {
    // 200 steps of 24-row tiles outgrow the log's first 64 steps and 1024 plane loads; the
    // balance after phase 3 gives rank 0 rows [0, 5) and rank 1 rows [5, 48)
    const run = await runOf({ lagged: false, balanceAt: [3], phases: 200, record: true });
    const steps = toTrace(run.metrics, run.ranks).loads?.steps ?? [];
    expect(steps.length).toBe(200);
    expect(steps.flatMap((s, i) => (s.balance === undefined ? [] : [i]))).toEqual([3]);
    for (const [p, st] of steps.entries()) {
      const cuts = p <= 3 ? [0, 24, 48, 72] : [0, 5, 48, 72];
      expect(st.cuts[0]).toEqual(cuts);
      for (const r of [0, 1, 2]) {
        const rows = (cuts[r + 1] as number) - (cuts[r] as number);
        expect(st.totals[r]).toBe(10 * p + r);
        expect(st.planes[r]?.[0]?.length).toBe(rows);
        expect(st.planes[r]?.[0]?.[rows - 1]).toBeCloseTo((10 * p + r) / rows, 12);
      }
    }
  });

  it.each([
    ['lagged', true],
    ['synchronous', false],
  ] as const)(
    'resumed after a rank died (%s): the same record as an undisturbed run',
    async (_what, lagged) => {
      const o: LaggedOptions = { lagged, balanceAt: [2, 20], phases: 36, checkpoints: true, record: true, gap: 2 };
      const shape = (r: RunResult<LaggedResult>) =>
        (toTrace(r.metrics, r.ranks).loads?.steps ?? []).map((s) => ({
          cuts: s.cuts,
          totals: s.totals,
          planes: s.planes,
          tally: s.tallyMs,
          sync: s.syncMs !== undefined,
          balance: s.balance?.cuts,
        }));
      const plain = await runOf(o);
      const restarted = await runOf(o, { checkpointEvery: 2, maxRestarts: 1, faults: [{ rank: 1, kind: 'exit', atStep: 23 }] });
      expect(restarted.results.every((r) => r.resumed)).toBe(true);
      expect(shape(restarted)).toEqual(shape(plain));
      expect(shape(plain).length).toBe(36);
    },
    120_000,
  );
});
