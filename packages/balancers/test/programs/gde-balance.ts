/**
 * Thread test program for `gde`: a 2-D strip (or box) grid with a seeded, uneven load profile,
 * one GDE balance, then what the host needs to check it: the report, this rank's tile loads
 * before/after, and whether the gathered grid is unchanged (conservation of the data).
 */
import { defineProgram, hash32 } from '@meshwork/runtime';
import { createGde } from '../../src/gde/index.ts';

export interface GdeBalanceOptions {
  readonly shape: readonly [number, number];
  readonly seed: number;
  readonly gde?: Record<string, unknown>;
  readonly storage?: 'distributed' | 'shared';
  readonly halo?: number;
  /** Also balance a range [0, n) whose index i costs 1 + (i mod 97 < 20 ? 9 : 0) + ... (totals only, no planes). */
  readonly range?: number;
}

/** Cost of index i of the test range: periodic heavy stretches plus a ramp. */
export function indexLoad(n: number, i: number): number {
  return 1 + (i % 97 < 20 ? 9 : 0) + Math.floor((6 * i) / n);
}

/**
 * Integer work of cell (r, c): noise, a heavy band of rows and a gradient across the columns, so
 * the block split is unbalanced along both axes (and nearly separable, so that an orthogonal
 * decomposition can balance it).
 */
export function cellLoad(seed: number, shape: readonly [number, number], r: number, c: number): number {
  const [nr, nc] = shape;
  const noise = hash32(seed, r, c) % 8;
  const band = Math.abs(r - nr * 0.3) < nr * 0.12 ? 24 : 0;
  const gradient = Math.floor((12 * c) / nc);
  return 1 + noise + band + gradient;
}

export default defineProgram(async (ctx, opts: GdeBalanceOptions) => {
  const shape = opts.shape;
  const grid = await ctx.grid({ shape, halo: opts.halo ?? 1, storage: opts.storage ?? 'distributed' });
  const n = shape[0] * shape[1];
  const original = new Float64Array(n);
  for (let i = 0; i < n; i++) original[i] = i * 3 + 0.25;
  grid.load(original);

  const tileLoad = (): { total: number; planes: number[][] } => {
    const { lo, hi } = grid.tile;
    const planes = [
      new Array<number>((hi[0] as number) - (lo[0] as number)).fill(0),
      new Array<number>((hi[1] as number) - (lo[1] as number)).fill(0),
    ];
    let total = 0;
    for (let r = lo[0] as number; r < (hi[0] as number); r++) {
      for (let c = lo[1] as number; c < (hi[1] as number); c++) {
        const w = cellLoad(opts.seed, shape, r, c);
        total += w;
        const p0 = planes[0] as number[];
        const p1 = planes[1] as number[];
        p0[r - (lo[0] as number)] = (p0[r - (lo[0] as number)] as number) + w;
        p1[c - (lo[1] as number)] = (p1[c - (lo[1] as number)] as number) + w;
      }
    }
    return { total, planes };
  };

  const before = tileLoad();
  const report = ctx.balance(createGde(opts.gde), grid, before);
  const after = tileLoad();
  const gathered = grid.gather(0);
  let range: { report: unknown; before: number; after: number } | undefined;
  if (opts.range !== undefined) {
    const n = opts.range;
    const dom = ctx.range({ n });
    const partLoad = (): number => {
      let s = 0;
      for (let i = dom.cuts[ctx.rank] as number; i < (dom.cuts[ctx.rank + 1] as number); i++) s += indexLoad(n, i);
      return s;
    };
    const rb = partLoad();
    const report = ctx.balance(createGde(opts.gde), dom, { total: rb });
    range = { report, before: rb, after: partLoad() };
  }
  let gatheredEqual: boolean | undefined;
  if (ctx.rank === 0) gatheredEqual = gathered !== undefined && gathered.length === n && gathered.every((x, i) => x === original[i]);
  return {
    rank: ctx.rank,
    procCoords: grid.procCoords,
    loadBefore: before.total,
    loadAfter: after.total,
    gatheredEqual,
    report,
    range,
  };
});
