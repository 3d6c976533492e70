/**
 * Diffusion with sdlb survives a killed worker: a fault (kind, rank, iteration from a seed) kills
 * one rank; with checkpoints and maxRestarts the run goes back to the newest checkpoint (values,
 * stamps, the cuts sdlb left, driver state) and ends bit-identical to the undisturbed run and to
 * the sequential reference, with the same iteration count and per-iteration changes.
 */
import { createCluster, type FaultKind, mulberry32, type RunResult } from '@meshwork/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateImage } from '../src/image.ts';
import type { DiffusionProgramOptions, DiffusionRankResult } from '../src/program.ts';
import { sharedPixels } from '../src/run.ts';
import { checkParams, diffuseSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const KINDS: FaultKind[] = ['exit', 'throw-outside', 'oom'];

/** Everything but the timings. */
function answer(run: RunResult<DiffusionRankResult>): unknown {
  return run.results.map(({ computeMs: _c, balanceMs: _b, setupMs: _s, reports, ...r }) => ({
    ...r,
    reports: reports.map(({ decisionMs: _d, ...rep }) => rep),
  }));
}

describe('diffusion with sdlb on mesh:2x2 survives a killed worker', () => {
  const cluster = createCluster({ topology: 'mesh:2x2', resourceLimits: { maxOldGenerationSizeMb: 96 } });
  afterAll(() => cluster.close());

  it.each(KINDS)(
    '%s: identical image, iterations and balances after a restart',
    async (kind) => {
      const rows = 28;
      const cols = 24;
      const params = checkParams({ K: 10, lambda: 0.2, epsilon: 0.2, maxIterations: 60 });
      const img = generateImage({ rows, cols, seed: 404 });
      const o: DiffusionProgramOptions = {
        rows,
        cols,
        pixels: sharedPixels(img),
        params,
        balancer: 'sdlb',
        balancerOptions: { mode: 'kd' },
        policy: 'every',
        policyOptions: { k: 3 },
        stopCheckEvery: 4,
        gather: true,
      };
      const plain = await cluster.run<DiffusionRankResult>(PROGRAM, o);
      const iterations = plain.results[0]?.executed as number;
      expect(iterations).toBeGreaterThan(8);
      const rnd = mulberry32(2024 + KINDS.indexOf(kind));
      const fault = {
        kind,
        rank: Math.floor(rnd() * 4),
        atStep: 1 + Math.floor(rnd() * (iterations - 2)),
      };
      const run = await cluster.run<DiffusionRankResult>(PROGRAM, o, { checkpointEvery: 4, maxRestarts: 1, faults: [fault] });
      expect(answer(run)).toEqual(answer(plain));
      expect(run.results[0]?.reports.length).toBeGreaterThan(0);
      const want = diffuseSequential(img, params);
      const field = run.results[0]?.field as Float64Array;
      expect(field.length).toBe(want.data.length);
      expect(field.every((v, i) => Object.is(v, want.data[i]))).toBe(true);
      expect(run.results[0]?.iterations).toBe(want.iterations);
      expect(run.metrics.totals.workUnits).toEqual(plain.metrics.totals.workUnits);
      expect(run.metrics.recovery?.restarts).toBe(1);
      // Back to the checkpoint at or before the fault's step, not to the start (unless none was due yet).
      expect(run.metrics.recovery?.failures[0]?.epoch).toBe(Math.floor(fault.atStep / 4));
      expect(run.metrics.recovery?.failures[0]?.rank).toBe(fault.rank);
    },
    180_000,
  );
});
