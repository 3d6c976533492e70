/**
 * Central remapping on real threads: a grid (or a range) with a seeded, uneven load field; every
 * rank reports its plane loads (or only its total), `central` balances once, and each rank returns
 * the cuts it got, its load before and after, and whether its data survived the move. Rank 0 also
 * gathers every tile and compares the reassembled grid with the original.
 */
import { defineProgram, mulberry32 } from '@meshwork/runtime';
import { createCentral } from '../../src/central.ts';

export interface CentralProgramOptions {
  readonly kind: 'grid' | 'range';
  readonly shape: readonly number[];
  readonly halo?: number;
  readonly seed: number;
  /** Report plane loads (default true) or totals only. */
  readonly planes?: boolean;
  readonly storage?: 'distributed' | 'shared';
  readonly chunk?: number;
}

/** The load of every cell, row-major: 1..4 at random plus a hot block in the low corner. */
export function loadField(shape: readonly number[], seed: number): Float64Array {
  const rng = mulberry32(seed);
  const count = shape.reduce((a, b) => a * b, 1);
  const w = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    let rest = i;
    let hot = true;
    for (let a = shape.length - 1; a >= 0; a--) {
      const n = shape[a] as number;
      if (rest % n >= Math.ceil(n / 3)) hot = false;
      rest = Math.floor(rest / n);
    }
    w[i] = 1 + Math.floor(rng() * 4) + (hot ? 12 : 0);
  }
  return w;
}

function strides(shape: readonly number[]): number[] {
  const s = new Array<number>(shape.length).fill(1);
  for (let a = shape.length - 2; a >= 0; a--) s[a] = (s[a + 1] as number) * (shape[a + 1] as number);
  return s;
}

/** Visit every cell of the box [lo, hi) with its global linear index. */
function forBox(shape: readonly number[], lo: readonly number[], hi: readonly number[], visit: (g: number[], index: number) => void): void {
  const st = strides(shape);
  const k = shape.length;
  if (lo.some((v, a) => v >= (hi[a] as number))) return;
  const g = lo.slice();
  for (;;) {
    visit(
      g,
      g.reduce((s, v, a) => s + v * (st[a] as number), 0),
    );
    let a = k - 1;
    while (a >= 0) {
      g[a] = (g[a] as number) + 1;
      if ((g[a] as number) < (hi[a] as number)) break;
      g[a] = lo[a] as number;
      a--;
    }
    if (a < 0) return;
  }
}

export default defineProgram(async (ctx, opts: CentralProgramOptions) => {
  const w = loadField(opts.shape, opts.seed);
  const balancer = createCentral(opts.chunk === undefined ? {} : { chunk: opts.chunk });
  const withPlanes = opts.planes !== false;
  if (opts.kind === 'range') {
    const n = opts.shape[0] as number;
    const range = ctx.range({ n, minPart: 1 });
    const loadOf = (lo: number, hi: number) => {
      let s = 0;
      for (let i = lo; i < hi; i++) s += w[i] as number;
      return s;
    };
    const before = loadOf(range.lo, range.hi);
    const planes = withPlanes ? [Array.from(w.subarray(range.lo, range.hi))] : undefined;
    const report = ctx.balance(balancer, range, planes === undefined ? { total: before } : { total: before, planes });
    return {
      rank: ctx.rank,
      cuts: report.cuts,
      report,
      loadBefore: before,
      loadAfter: loadOf(range.lo, range.hi),
      mismatches: 0,
      reassembled: true,
    };
  }
  const grid = await ctx.grid({ shape: opts.shape, halo: opts.halo ?? 1, storage: opts.storage ?? 'distributed' });
  const count = w.length;
  const original = new Float64Array(count);
  for (let i = 0; i < count; i++) original[i] = i;
  grid.load(original);
  const tileLoad = () => {
    let s = 0;
    forBox(opts.shape, grid.tile.lo, grid.tile.hi, (_g, i) => {
      s += w[i] as number;
    });
    return s;
  };
  const planes = opts.shape.map((_, a) => new Array<number>((grid.tile.hi[a] as number) - (grid.tile.lo[a] as number)).fill(0));
  forBox(opts.shape, grid.tile.lo, grid.tile.hi, (g, i) => {
    for (let a = 0; a < g.length; a++) (planes[a] as number[])[(g[a] as number) - (grid.tile.lo[a] as number)]! += w[i] as number;
  });
  const before = tileLoad();
  const report = ctx.balance(balancer, grid, withPlanes ? { total: before, planes } : { total: before });
  const after = tileLoad();
  // Every cell of the new tile holds its own global index: nothing lost, nothing misplaced.
  let mismatches = 0;
  const values: number[] = [];
  forBox(opts.shape, grid.tile.lo, grid.tile.hi, (g, i) => {
    const v = grid.get(g);
    values.push(v);
    if (v !== i) mismatches++;
  });
  const all = ctx.comm.gather({ lo: grid.tile.lo.slice(), hi: grid.tile.hi.slice(), values: Float64Array.from(values) }, 0);
  let reassembled: boolean | undefined;
  if (all !== undefined) {
    const out = new Float64Array(count).fill(Number.NaN);
    for (const t of all) {
      let k = 0;
      forBox(opts.shape, t.lo, t.hi, (_g, i) => {
        out[i] = t.values[k++] as number;
      });
    }
    reassembled = out.every((v, i) => v === original[i]);
  }
  return { rank: ctx.rank, cuts: report.cuts, report, loadBefore: before, loadAfter: after, mismatches, reassembled };
});
