/** Helpers shared by the grid test programs (run inside rank threads). */
import type { Grid } from '@meshwork/runtime';

/** A distinct, exactly representable value per global cell (and per round). */
export function cellValue(g: readonly number[], round = 0): number {
  let v = 0;
  for (const c of g) v = v * 1000 + c;
  return v + 1 + round * 0.5;
}

/** Visit every global coordinate of the box [lo, hi) in row-major order. */
export function forEachCell(lo: readonly number[], hi: readonly number[], fn: (g: number[]) => void): void {
  const k = lo.length;
  if (lo.some((l, a) => l >= (hi[a] as number))) return;
  const g = lo.slice();
  for (;;) {
    fn(g);
    let a = k - 1;
    for (; a >= 0; a--) {
      g[a] = (g[a] as number) + 1;
      if ((g[a] as number) < (hi[a] as number)) break;
      g[a] = lo[a] as number;
    }
    if (a < 0) return;
  }
}

/** Fill this rank's tile with cellValue(g, round). */
export function fillTile(grid: Grid, round = 0): void {
  forEachCell(grid.tile.lo, grid.tile.hi, (g) => grid.set(g, cellValue(g, round)));
}

/** Cells of the tile whose value is not cellValue(g, round). */
export function tileMismatches(grid: Grid, round = 0): number {
  let bad = 0;
  forEachCell(grid.tile.lo, grid.tile.hi, (g) => {
    if (!Object.is(grid.get(g), cellValue(g, round))) bad++;
  });
  return bad;
}

export interface HaloCheck {
  /** Halo cells checked (the halo box minus the tile). */
  checked: number;
  mismatches: number;
  /** First few wrong cells, for the failure message. */
  examples: { g: number[]; got: number; want: number }[];
}

/**
 * Check every halo cell (corners included) against the cell value at its global coordinates,
 * wrapped on periodic axes, or `grid.boundary` outside a non-periodic axis.
 */
export function checkHalos(grid: Grid, round = 0): HaloCheck {
  const { tile, halo, shape, periodic } = grid;
  const lo = tile.lo.map((l, a) => l - (halo[a] as readonly number[])[0]!);
  const hi = tile.hi.map((h, a) => h + (halo[a] as readonly number[])[1]!);
  const out: HaloCheck = { checked: 0, mismatches: 0, examples: [] };
  forEachCell(lo, hi, (g) => {
    if (g.every((v, a) => v >= (tile.lo[a] as number) && v < (tile.hi[a] as number))) return;
    out.checked++;
    let outside = false;
    const w = g.map((v, a) => {
      const n = shape[a] as number;
      if (v >= 0 && v < n) return v;
      if (!periodic[a]) outside = true;
      return ((v % n) + n) % n;
    });
    const want = outside ? grid.boundary : cellValue(w, round);
    const got = grid.get(g);
    if (!Object.is(got, want)) {
      out.mismatches++;
      if (out.examples.length < 4) out.examples.push({ g: g.slice(), got, want });
    }
  });
  return out;
}
