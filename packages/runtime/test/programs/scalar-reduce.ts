/**
 * Scalar collectives on both implementations: allreduce of a number (the shared-memory fast path
 * replays the canonical expression from a register plan) must equal, bit for bit, the same value
 * as a 1-element Float64Array and the topology-faithful links version (of a number and of a
 * Float64Array). Every rank passes the same form: a number on one rank and a Float64Array on
 * another is a collective mismatch (collectives-disagree.test.ts). allgather of numbers returns numbers.
 */
import { defineProgram, mulberry32 } from '@meshwork/runtime';

export interface ScalarOptions {
  readonly seed: number;
  readonly rounds: number;
}

export interface ScalarResult {
  readonly fast: number[];
  readonly vector: number[];
  readonly links: number[];
  readonly linksVector: number[];
  readonly gathered: unknown[];
}

export default defineProgram((ctx, o: ScalarOptions): ScalarResult => {
  const rnd = mulberry32(o.seed + 7919 * ctx.rank);
  const fast: number[] = [];
  const vector: number[] = [];
  const links: number[] = [];
  const linksVector: number[] = [];
  const ops = ['sum', 'min', 'max'] as const;
  for (let i = 0; i < o.rounds; i++) {
    // Values of very different magnitudes make the sum's association visible in the last bits.
    const v = (rnd() - 0.5) * 10 ** Math.floor(rnd() * 12 - 4);
    const op = ops[i % 3] as (typeof ops)[number];
    fast.push(ctx.commShm.allreduce(v, op));
    vector.push(ctx.commShm.allreduce(Float64Array.of(v), op)[0] as number);
    links.push(ctx.commLinks.allreduce(v, op));
    linksVector.push(ctx.commLinks.allreduce(Float64Array.of(v), op)[0] as number);
  }
  const gathered = ctx.commShm.allgather(ctx.rank + 0.25);
  return { fast, vector, links, linksVector, gathered };
});
