/**
 * `iallreduce`: bit for bit `allreduce`, read a step late, on every kind of topology; no sync point
 * of its own on the shm collectives; misuse fails on every rank with a typed error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, ErrorCodes } from '../src/index.ts';
import type { PostedOptions, PostedResult } from './programs/posted-reduce.ts';

const PROGRAM = new URL('./programs/posted-reduce.ts', import.meta.url);
const bitsOf = (xs: number[]) => Array.from(new BigUint64Array(Float64Array.from(xs).buffer), (b) => b.toString(16));

let cluster: Cluster | undefined;
afterEach(async () => {
  await cluster?.close();
  cluster = undefined;
});

describe.each(['chain:2', 'chain:3', 'mesh:2x3', 'torus:2x2', 'hypercube:3'])('iallreduce on %s', (spec) => {
  it('equals allreduce bit for bit, read one round late, with no barrier of its own', async () => {
    cluster = createCluster({ topology: spec });
    // a second run on the same buffers starts its rounds afresh (odd round count: parity 1 left behind)
    await cluster.run<PostedResult, PostedOptions>(PROGRAM, { seed: 9, rounds: 7 }, { timeoutMs: 30_000 });
    const run = await cluster.run<PostedResult, PostedOptions>(PROGRAM, { seed: 5, rounds: 40 }, { timeoutMs: 30_000 });
    const first = run.results[0] as PostedResult;
    expect(first.sync).toHaveLength(40);
    for (const r of run.results) {
      expect(bitsOf(r.sync)).toEqual(bitsOf(first.sync));
      expect(bitsOf(r.split)).toEqual(bitsOf(r.sync));
      expect(bitsOf(r.links)).toEqual(bitsOf(r.sync));
      expect(r.splitSyncs).toBe(0);
    }
  }, 60_000);
});

describe('iallreduce misuse', () => {
  it.each([
    ['ops that differ between ranks', 'mixed-ops', ErrorCodes.COLLECTIVE_MISMATCH, /iallreduce/],
    ['a value that is not a number', 'bad-value', ErrorCodes.INVALID_ARGUMENT, /iallreduce value/],
  ] as const)(
    '%s: the run fails with %s',
    async (_label, mode, code, text) => {
      cluster = createCluster({ topology: 'chain:2' });
      const err = await cluster.run(PROGRAM, { seed: 1, rounds: 2, mode }, { timeoutMs: 30_000 }).then(
        () => undefined,
        (e: unknown) => e as { code?: string; cause?: { code?: string; message?: string } },
      );
      expect(err?.code).toBe(ErrorCodes.RANK_FAILED);
      expect(err?.cause?.code).toBe(code);
      expect(err?.cause?.message).toMatch(text);
    },
    60_000,
  );
});
