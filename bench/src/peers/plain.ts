/**
 * Plain sequential loops, what a user would time against the example's sequential reference: the
 * same computation, arrays prepared before the clock starts, nothing else inside it.
 */
import { type Block, HALO_ROWS, minnowSubstep, sharkSubstep, type WatorOptions } from '@meshwork/example-wator';
import { type PlainRun, plainStencil } from '@meshwork/harness/machine';
import { countPrimes, oddPrimesUpToRoot } from './sieve-kernel.ts';

export type { PlainRun };
/** Jacobi sweeps on two padded arrays: the machine check's plain loop. */
export { plainStencil };

/** Primes in [2, n] by trial division, sqrt primes included (the parallel sides time them too). */
export function plainSieve(n: number): PlainRun<number> {
  const t0 = performance.now();
  const count = countPrimes(2, n + 1, oddPrimesUpToRoot(n));
  return { ms: performance.now() - t0, result: count };
}

/** WaTor steps with the example's kernels on one padded ocean pair; times the steps only, returns the final ocean. */
export function plainWator(rules: WatorOptions, initial: Int32Array): PlainRun<Int32Array> {
  const { rows: H, cols: W } = rules;
  const size = (H + 2 * HALO_ROWS) * W;
  const a = new Int32Array(size);
  const b = new Int32Array(size);
  const intent = new Int8Array(size);
  const claims = new Int8Array(size);
  a.set(initial, HALO_ROWS * W);
  const row = (i: number) => (i + HALO_ROWS) * W;
  const wrap = (o: Int32Array) => {
    o.copyWithin(row(-HALO_ROWS), row(H - HALO_ROWS), row(H));
    o.copyWithin(row(H), row(0), row(HALO_ROWS));
  };
  const block = (src: Int32Array, dst: Int32Array): Block => ({
    src,
    dst,
    intent,
    claims,
    origin: row(0),
    stride: W,
    rows: H,
    g0: 0,
    H,
    W,
  });
  const ab = block(a, b);
  const ba = block(b, a);
  const pop = new Float64Array(2);
  const t0 = performance.now();
  for (let t = 0; t < rules.steps; t++) {
    wrap(a);
    sharkSubstep(ab, rules, t, undefined);
    wrap(b);
    minnowSubstep(ba, rules, t, undefined, pop);
  }
  const ms = performance.now() - t0;
  return { ms, result: a.slice(row(0), row(H)) };
}
