/** allreduce of a number: the shm fast path is bit-identical to the vector path and to the links. */
import { afterEach, describe, expect, it } from 'vitest';
import { type Cluster, createCluster } from '../src/index.ts';
import type { ScalarOptions, ScalarResult } from './programs/scalar-reduce.ts';

const PROGRAM = new URL('./programs/scalar-reduce.ts', import.meta.url);
const bitsOf = (xs: number[]) => Array.from(new BigUint64Array(Float64Array.from(xs).buffer), (b) => b.toString(16));

describe.each(['chain:3', 'mesh:2x3', 'torus:2x2', 'hypercube:3'])('scalar collectives on %s', (spec) => {
  let cluster: Cluster | undefined;
  afterEach(async () => {
    await cluster?.close();
    cluster = undefined;
  });

  it('fast, vector, links and links-vector forms agree bit for bit on every rank; allgather gives numbers', async () => {
    cluster = createCluster({ topology: spec });
    const run = await cluster.run<ScalarResult, ScalarOptions>(PROGRAM, { seed: 11, rounds: 60 }, { timeoutMs: 30_000 });
    const first = run.results[0] as ScalarResult;
    for (const r of run.results) {
      expect(bitsOf(r.fast)).toEqual(bitsOf(first.fast));
      expect(bitsOf(r.vector)).toEqual(bitsOf(r.fast));
      expect(bitsOf(r.links)).toEqual(bitsOf(r.fast));
      expect(bitsOf(r.linksVector)).toEqual(bitsOf(r.fast));
      expect(r.gathered).toEqual(run.results.map((_, k) => k + 0.25));
    }
    expect(first.fast).toHaveLength(60);
  }, 120_000);
});
