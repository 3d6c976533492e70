/**
 * The sieve survives a killed worker: with `pieces` the functional split is sieved in steps; a
 * fault (kind, rank, piece from a seed) kills one rank, and with checkpoints and maxRestarts the
 * run goes back to the newest checkpoint (the balanced split, the counts of the pieces done) and
 * finds exactly the primes of the undisturbed run, split alike.
 */
import { createCluster, type FaultKind, mulberry32, type RunResult } from '@meshwork/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import type { SieveProgramOptions, SieveRankResult } from '../src/program.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const KINDS: FaultKind[] = ['exit', 'throw-outside', 'oom'];

/** Everything but the timings. */
function answer(run: RunResult<SieveRankResult>): unknown {
  return run.results.map(({ computeMs: _c, report, ...r }) => ({
    ...r,
    report: report === undefined ? undefined : { ...report, decisionMs: 0 },
  }));
}

describe('sieve (functional, 8 pieces) on ring:3 survives a killed worker', () => {
  const cluster = createCluster({ topology: 'ring:3', resourceLimits: { maxOldGenerationSizeMb: 96 } });
  afterAll(() => cluster.close());

  it.each(KINDS)(
    '%s: the same primes, counts and split after a restart',
    async (kind) => {
      const o: SieveProgramOptions = { n: 60_000, strategy: 'functional', list: true, pieces: 8 };
      const plain = await cluster.run<SieveRankResult>(PROGRAM, o);
      const single = await cluster.run<SieveRankResult>(PROGRAM, { ...o, pieces: 1 });
      expect(plain.results.map((r) => [r.count, r.units, Array.from(r.primes ?? [])])).toEqual(
        single.results.map((r) => [r.count, r.units, Array.from(r.primes ?? [])]),
      );
      expect(plain.results[0]?.total).toBe(6057);
      const rnd = mulberry32(8201 + KINDS.indexOf(kind));
      const fault = {
        kind,
        rank: Math.floor(rnd() * 3),
        atStep: 1 + Math.floor(rnd() * 6),
      };
      const run = await cluster.run<SieveRankResult>(PROGRAM, o, { checkpointEvery: 2, maxRestarts: 1, faults: [fault] });
      expect(answer(run)).toEqual(answer(plain));
      expect(run.metrics.totals.workUnits).toEqual(plain.metrics.totals.workUnits);
      expect(run.metrics.recovery?.restarts).toBe(1);
      expect(run.metrics.recovery?.failures[0]).toMatchObject({ rank: fault.rank, epoch: Math.floor(fault.atStep / 2) });
    },
    180_000,
  );
});
