/**
 * WaTor with gde survives a killed worker: a fault of each kind (rank, step and phase from a seed) kills
 * one rank mid-run; with checkpoints and maxRestarts the run goes back to the newest checkpoint
 * (oceans, cuts the balancer left, driver state) and ends bit-identical to the undisturbed run
 * and to the sequential reference.
 */
import { createCluster, type FaultKind, mulberry32, type RunResult } from '@meshwork/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import type { WatorProgramOptions, WatorRankResult } from '../src/program.ts';
import { watorSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const KINDS: FaultKind[] = ['exit', 'throw-outside', 'oom'];
const SEED = 1913;

/** Everything but the timings. */
function answer(run: RunResult<WatorRankResult>): unknown {
  return run.results.map(({ computeMs: _c, decisionMs: _d, reports, ...r }) => ({
    ...r,
    reports: reports?.map(({ decisionMs: _m, ...rep }) => rep),
  }));
}

describe('wator with gde on ring:3 survives a killed worker', () => {
  const cluster = createCluster({ topology: 'ring:3', resourceLimits: { maxOldGenerationSizeMb: 96 } });
  afterAll(() => cluster.close());
  const options: WatorProgramOptions = {
    rows: 30,
    cols: 16,
    steps: 14,
    seed: 5,
    minnowBreed: 3,
    sharkBreed: 8,
    starve: 4,
    minnowDensity: 0.35,
    sharkDensity: 0.08,
    balancer: 'gde',
    every: 2,
    gather: true,
    audit: true,
  };

  it.each(KINDS)(
    '%s: identical result after a restart from the newest checkpoint',
    async (kind) => {
      const plain = await cluster.run<WatorRankResult>(PROGRAM, options);
      const rnd = mulberry32(SEED + KINDS.indexOf(kind));
      const fault = {
        kind,
        rank: Math.floor(rnd() * 3),
        atStep: 1 + Math.floor(rnd() * 11),
        phase: Math.floor(rnd() * 5),
      };
      const run = await cluster.run<WatorRankResult>(PROGRAM, options, { checkpointEvery: 3, maxRestarts: 1, faults: [fault] });
      expect(answer(run)).toEqual(answer(plain));
      expect(run.metrics.totals.workUnits).toEqual(plain.metrics.totals.workUnits);
      const want = watorSequential(options);
      expect(Array.from(run.results[0]?.cells ?? [])).toEqual(Array.from(want.cells));
      expect(run.results[0]?.reports?.length).toBeGreaterThan(0);
      const rec = run.metrics.recovery;
      expect(rec?.restarts).toBe(1);
      // Back to the checkpoint at or before the fault's step, not to the start.
      expect(rec?.failures[0]?.epoch).toBe(Math.floor(fault.atStep / 3));
      expect(rec?.failures[0]).toMatchObject({ rank: fault.rank, cause: fault.kind === 'throw-outside' ? 'crash' : fault.kind });
    },
    180_000,
  );
});
