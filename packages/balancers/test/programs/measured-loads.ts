/**
 * Thread test program for measured loads: an integer 5-point stencil on two grids with a hot
 * region, each step's kernel run through `driver.measure` along one axis, balanced after every
 * step on what the measure calls gathered. The clock is injected, so the loads are fixed by the
 * options: `random` (every clock read steps by a seeded pseudo-random amount: loads that have
 * nothing to do with the work), `units` (time advances by the cells' work units, 1/1024 ms each),
 * or the kernel's work units themselves (`loads: 'work'`).
 */
import { defineProgram, hash32 } from '@meshwork/runtime';
import { type BalancingSpec, resolveBalancing } from '../../src/balancing.ts';

export interface MeasuredOptions {
  readonly shape: readonly [number, number];
  readonly steps: number;
  readonly seed: number;
  /** The axis the kernel runs along (its blocks are planes of this axis). */
  readonly axis: 0 | 1;
  readonly clock: 'random' | 'units';
  readonly balancing: BalancingSpec;
}

export interface MeasuredResult {
  /** The final grid (rank 0). */
  readonly grid?: number[];
  /** This rank's work units per step. */
  readonly units: number[];
  readonly unitsMoved: number;
  readonly balances: number;
  readonly cuts: number[][];
}

/** A 1/1024 ms per work unit: sums of these stay exact. */
export const MS_PER_UNIT = 1 / 1024;

/** Rounds of the cell (r, c): a hot disc around (rows/4, cols/3), 12 rounds; elsewhere 2. */
function rounds(shape: readonly [number, number], r: number, c: number): number {
  const dr = r - shape[0] / 4;
  const dc = c - shape[1] / 3;
  return dr * dr + dc * dc < (shape[0] * shape[0]) / 25 ? 12 : 2;
}

function mix(x: number, n: number): number {
  let v = x;
  for (let k = 0; k < n; k++) v = (Math.imul(v, 1103515245) + 12345) & 0xfffff;
  return v;
}

export default defineProgram(async (ctx, o: MeasuredOptions): Promise<MeasuredResult> => {
  const [R, C] = o.shape;
  const spec = { shape: [R, C], dtype: 'int32', halo: 1, storage: 'distributed' } as const;
  let a = await ctx.grid(spec);
  let b = await ctx.grid(spec);
  for (let r = a.tile.lo[0] as number; r < (a.tile.hi[0] as number); r++)
    for (let c = a.tile.lo[1] as number; c < (a.tile.hi[1] as number); c++) a.set([r, c], hash32(o.seed, r, c) & 0xfffff);
  let now = 0;
  let reads = 0;
  const clock = () => {
    if (o.clock === 'random') now += (hash32(o.seed + ctx.rank, reads, 7) % 1000) / 4096;
    reads++;
    return now;
  };
  const driver = ctx.balancing({ ...resolveBalancing(o.balancing), clock });
  const units: number[] = [];
  let unitsMoved = 0;
  for (let t = 0; t < o.steps; t++) {
    a.exchangeHalos();
    const src = a;
    const dst = b;
    const S = src.strides[0] as number;
    const Sd = dst.strides[0] as number;
    const [r0, c0] = src.tile.lo as [number, number];
    const [r1, c1] = src.tile.hi as [number, number];
    // the cells of rows [rlo, rhi) x columns [clo, chi): new values from the old grid only
    const cells = (rlo: number, rhi: number, clo: number, chi: number): number => {
      let done = 0;
      for (let r = rlo; r < rhi; r++) {
        for (let c = clo; c < chi; c++) {
          const at = src.origin + (r - r0) * S + (c - c0);
          const d = src.data;
          const up = r > 0 ? (d[at - S] as number) : 0;
          const down = r + 1 < R ? (d[at + S] as number) : 0;
          const left = c > 0 ? (d[at - 1] as number) : 0;
          const right = c + 1 < C ? (d[at + 1] as number) : 0;
          const n = rounds(o.shape, r, c);
          dst.data[dst.origin + (r - r0) * Sd + (c - c0)] = mix((up + down + left + right + 3 * (d[at] as number) + t) & 0xfffff, n);
          done += n;
        }
      }
      if (o.clock === 'units') now += done * MS_PER_UNIT;
      return done;
    };
    const done = ctx.phase('compute', () =>
      driver.measure(a, o.axis, (lo, hi) => (o.axis === 0 ? cells(lo, hi, c0, c1) : cells(r0, r1, lo, hi))),
    );
    ctx.work(done);
    units.push(done);
    [a, b] = [b, a];
    const report = driver.afterPhase([a, b]);
    if (report !== undefined) unitsMoved += report.unitsMoved;
  }
  const gathered = a.gather(0);
  return {
    ...(gathered === undefined ? {} : { grid: Array.from(gathered) }),
    units,
    unitsMoved,
    balances: driver.reports.length,
    cuts: a.decomposition.cuts.map((c) => [...c]),
  };
});
