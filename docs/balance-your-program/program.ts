// program.ts: a 2-D grid with a hot region, balanced by measured loads.
import { type BalancingSpec, resolveBalancing } from '@meshwork/balancers';
import { defineProgram, describeProgram } from '@meshwork/runtime';

export interface Options {
  readonly rows?: number;
  readonly cols?: number;
  readonly steps?: number;
  readonly heat?: number;
  /** The balancing `meshwork run` names (--balancer, --every, --policy). */
  readonly balancing?: BalancingSpec;
}
type Sizes = { rows: number; cols: number; steps: number; heat: number };

/** The options with their defaults. */
const sizes = (o: Options): Sizes => ({ rows: o.rows ?? 512, cols: o.cols ?? 512, steps: o.steps ?? 40, heat: o.heat ?? 24 });

/** Rounds of work of cell (r, c): `heat` times more in a disc around (rows / 4, cols / 2). */
function rounds(r: number, c: number, s: Sizes): number {
  const dr = r - s.rows / 4;
  const dc = c - s.cols / 2;
  return dr * dr + dc * dc < (s.rows * s.rows) / 36 ? 4 * s.heat : 4;
}

/** The work of a cell: `n` rounds of an integer hash (integers only: every sum is exact). */
function mix(v: number, n: number): number {
  for (let k = 0; k < n; k++) v = (Math.imul(v, 1103515245) + 12345) & 0xfffff;
  return v;
}

const initial = (r: number, c: number): number => (r * 7919 + c * 104729) & 0xfffff;

/** A checksum that sees every cell at its place (exact: below 2^53). */
const weigh = (v: number, r: number, c: number, s: Sizes): number => v * (((r * s.cols + c) % 4093) + 1);

/**
 * One step over rows [lo, hi) of a tile whose row `rlo` starts at `origin` (columns [clo, chi),
 * `stride` apart): the kernel the ranks and the sequential reference share. Returns its work units.
 * A function at module level, not a closure made every step: V8 optimizes it once and keeps it.
 */
function stepRows(data: Int32Array, origin: number, stride: number, rlo: number, clo: number, chi: number, lo: number, hi: number, s: Sizes): number {
  let done = 0;
  for (let r = lo; r < hi; r++) {
    let at = origin + (r - rlo) * stride;
    for (let c = clo; c < chi; c++, at++) {
      const n = rounds(r, c, s);
      data[at] = mix(data[at] as number, n);
      done += n;
    }
  }
  return done;
}

const program = defineProgram(async (ctx, opts: Options) => {
  const s = sizes(opts);
  const grid = await ctx.grid({ shape: [s.rows, s.cols], dtype: 'int32', halo: 0 });
  const [r0, c0] = grid.tile.lo as [number, number];
  const [r1, c1] = grid.tile.hi as [number, number];
  for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) grid.set([r, c], initial(r, c));
  const driver = ctx.balancing(resolveBalancing(opts.balancing ?? { balancer: 'gde' }));
  for (let step = 0; step < s.steps; step++) {
    ctx.phase('compute', () => {
      // rows [lo, hi) of this rank's tile, in blocks the driver times
      const units = driver.measure(grid, 0, (lo, hi) => {
        const { data, origin, strides, tile } = grid;
        return stepRows(data, origin, strides[0] as number, tile.lo[0] as number, tile.lo[1] as number, tile.hi[1] as number, lo, hi, s);
      });
      ctx.work(units);
    });
    // the loads of this phase are what measure timed: the driver may move rows now
    if (step + 1 < s.steps) driver.afterPhase(grid);
  }
  let sum = 0;
  const { data, origin, strides, tile } = grid;
  const [rlo, clo] = tile.lo as [number, number];
  const [rhi, chi] = tile.hi as [number, number];
  const stride = strides[0] as number;
  for (let r = rlo; r < rhi; r++)
    for (let c = clo; c < chi; c++) sum += weigh(data[origin + (r - rlo) * stride + (c - clo)] as number, r, c, s);
  return { sum: ctx.comm.allreduce(sum, 'sum'), rows: grid.extent[0] as number };
});
export default program;

// Optional: the sequential reference (the speedup), the check (`correct`) and the result line.
export const meshwork = describeProgram(program, {
  sequential(opts) {
    // the ranks' work, step by step over the whole grid (not fused over the steps: a fair reference)
    const s = sizes(opts);
    const data = new Int32Array(s.rows * s.cols);
    for (let r = 0; r < s.rows; r++) for (let c = 0; c < s.cols; c++) data[r * s.cols + c] = initial(r, c);
    for (let step = 0; step < s.steps; step++) stepRows(data, 0, s.cols, 0, 0, s.cols, 0, s.rows, s);
    let sum = 0;
    for (let r = 0, at = 0; r < s.rows; r++) for (let c = 0; c < s.cols; c++, at++) sum += weigh(data[at] as number, r, c, s);
    return sum;
  },
  check: (results, reference) => results.every((r) => r.sum === reference),
  summary: (results) => `checksum ${results[0]?.sum}; rows per rank ${results.map((r) => r.rows).join(', ')}`,
});
