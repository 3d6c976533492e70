/**
 * The stencil survives a killed worker: a fault (kind, rank, sweep from a seed) kills one rank;
 * with checkpoints and maxRestarts the run goes back to the newest checkpoint (both grids, on
 * either storage) and the field equals the undisturbed run's and the sequential oracle's bit for bit.
 */
import { createCluster, type FaultKind, mulberry32, type Storage } from '@meshwork/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import type { StencilProgramOptions, StencilRankResult } from '../src/program.ts';
import { stencilSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const KINDS: FaultKind[] = ['exit', 'throw-outside', 'oom'];

describe('stencil on mesh:2x2 survives a killed worker', () => {
  const cluster = createCluster({ topology: 'mesh:2x2', resourceLimits: { maxOldGenerationSizeMb: 96 } });
  afterAll(() => cluster.close());

  for (const [storage, seed] of [
    ['distributed', 71],
    ['shared', 72],
  ] as [Storage, number][]) {
    it.each(KINDS)(
      `${storage} storage, %s: identical field after a restart`,
      async (kind) => {
        const o: StencilProgramOptions = { rows: 20, cols: 18, iterations: 11, seed: 3, boundary: 0.5, storage, gather: true };
        const plain = await cluster.run<StencilRankResult>(PROGRAM, o);
        const rnd = mulberry32(seed + KINDS.indexOf(kind));
        const fault = {
          kind,
          rank: Math.floor(rnd() * 4),
          atStep: 1 + Math.floor(rnd() * 9),
        };
        const run = await cluster.run<StencilRankResult>(PROGRAM, o, { checkpointEvery: 2, maxRestarts: 1, faults: [fault] });
        const field = run.results[0]?.field as Float64Array;
        const before = plain.results[0]?.field as Float64Array;
        const want = stencilSequential(o);
        expect(field.length).toBe(want.length);
        expect(field.every((v, i) => Object.is(v, before[i]) && Object.is(v, want[i]))).toBe(true);
        expect(run.results[0]?.checksum).toBe(plain.results[0]?.checksum);
        expect(run.metrics.totals.workUnits).toEqual(plain.metrics.totals.workUnits);
        expect(run.metrics.recovery?.restarts).toBe(1);
        expect(run.metrics.recovery?.failures[0]?.epoch).toBe(Math.floor(fault.atStep / 2));
        expect(run.metrics.recovery?.failures[0]?.rank).toBe(fault.rank);
      },
      180_000,
    );
  }
});
