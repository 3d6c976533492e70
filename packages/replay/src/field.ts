/**
 * The recorded load of one step as a field over the decomposed axes, for tiles the replay moves.
 *
 * A rank records its tile's total and its plane loads along each decomposed axis (the marginals).
 * With one decomposed axis the plane loads are the field itself. With a k-D processor grid
 * (diffusion's mesh tiles, SDLB's k-D mode) the field inside each recorded tile is taken as the
 * product of its marginals, scaled to the tile's load:
 *
 *   load(x) = M_r * prod_a P_ra(x_a) / S_ra        for x in recorded tile r
 *
 * (P_ra: r's plane loads along axis a, S_ra their sum, M_r the tile's load: the mean of the S_ra,
 * or the recorded total when the rank gave no planes, then spread evenly). The load of any box is
 * exact where the box is a union of recorded tiles, and it is conserved: the boxes of any cuts
 * sum to the recorded total. Inside a recorded tile it assumes no correlation between the axes.
 */
import type { TraceLoads } from '@meshwork/runtime';

type Decomposition = TraceLoads['decomposition'];
type Step = TraceLoads['steps'][number];

/** Half-open bounds of a box along each decomposed axis (in the order of `decomposition.axes`). */
export interface Box {
  readonly lo: readonly number[];
  readonly hi: readonly number[];
}

interface Tile {
  readonly lo: readonly number[];
  readonly hi: readonly number[];
  /** Per decomposed axis: prefix sums of the normalised weights (P / S) over the tile's extent. */
  readonly prefix: Float64Array[];
  readonly mass: number;
}

/** Rank r's box under `cuts` along the decomposed axes. */
export function boxOf(d: Decomposition, cuts: readonly (readonly number[])[], r: number): Box {
  const pc = d.procCoords[r] as readonly number[];
  return {
    lo: d.axes.map((a) => (cuts[a] as readonly number[])[pc[a] as number] as number),
    hi: d.axes.map((a) => (cuts[a] as readonly number[])[(pc[a] as number) + 1] as number),
  };
}

export class LoadField {
  private readonly tiles: Tile[];
  /** Whether every rank recorded its plane loads. */
  readonly hasPlanes: boolean;

  private readonly d: Decomposition;
  constructor(d: Decomposition, st: Step) {
    this.d = d;
    let hasPlanes = d.axes.length > 0;
    this.tiles = d.procCoords.map((_, r) => {
      const { lo, hi } = boxOf(d, st.cuts, r);
      const planes = st.planes[r] ?? [];
      const given = planes.length === d.axes.length && d.axes.length > 0;
      if (!given) hasPlanes = false;
      const sums: number[] = [];
      const prefix = d.axes.map((_, i) => {
        const n = (hi[i] as number) - (lo[i] as number);
        const p = given ? (planes[i] as number[]) : undefined;
        const s = p === undefined ? 0 : p.reduce((acc, x) => acc + x, 0);
        sums.push(s);
        const pre = new Float64Array(n + 1);
        // no planes, or planes summing to 0 with a load: spread evenly
        for (let j = 0; j < n; j++) pre[j + 1] = (pre[j] as number) + (s > 0 ? ((p as number[])[j] as number) / s : 1 / n);
        return pre;
      });
      const mass = given ? sums.reduce((a, b) => a + b, 0) / sums.length : (st.totals[r] as number);
      return { lo, hi, prefix, mass };
    });
    this.hasPlanes = hasPlanes;
  }

  /** Weight of tile t's axis i over [lo, hi) (0 outside the tile). */
  private weight(t: Tile, i: number, lo: number, hi: number): number {
    const a = Math.max(lo, t.lo[i] as number);
    const b = Math.min(hi, t.hi[i] as number);
    if (b <= a) return 0;
    const pre = t.prefix[i] as Float64Array;
    return (pre[b - (t.lo[i] as number)] as number) - (pre[a - (t.lo[i] as number)] as number);
  }

  /** The load of a box. */
  units(box: Box): number {
    let u = 0;
    for (const t of this.tiles) {
      if (t.mass === 0) continue;
      let w = t.mass;
      for (let i = 0; i < this.d.axes.length && w !== 0; i++) w *= this.weight(t, i, box.lo[i] as number, box.hi[i] as number);
      u += w;
    }
    return u;
  }

  /** The plane loads of a box along decomposed axis number `i` (of `decomposition.axes`). */
  planes(box: Box, i: number): Float64Array {
    const lo = box.lo[i] as number;
    const out = new Float64Array((box.hi[i] as number) - lo);
    for (const t of this.tiles) {
      if (t.mass === 0) continue;
      let w = t.mass;
      for (let j = 0; j < this.d.axes.length && w !== 0; j++) if (j !== i) w *= this.weight(t, j, box.lo[j] as number, box.hi[j] as number);
      if (w === 0) continue;
      const a = Math.max(lo, t.lo[i] as number);
      const b = Math.min(box.hi[i] as number, t.hi[i] as number);
      const pre = t.prefix[i] as Float64Array;
      const base = t.lo[i] as number;
      for (let x = a; x < b; x++) out[x - lo] = (out[x - lo] as number) + w * ((pre[x + 1 - base] as number) - (pre[x - base] as number));
    }
    return out;
  }
}

/** Cells of a box over the decomposed axes (planes, with one decomposed axis). */
export function cellsOf(box: Box): number {
  return box.lo.reduce((v, lo, i) => v * Math.max(0, (box.hi[i] as number) - lo), 1);
}

/**
 * Bytes all ranks send to go from cuts `before` to `after`: every rank's cells that leave its
 * tile, at the recorded bytes per cell (a plane's bytes over the cells of a plane).
 */
export function bytesBetween(d: Decomposition, before: readonly (readonly number[])[], after: readonly (readonly number[])[]): number {
  const a0 = d.axes[0];
  if (a0 === undefined) return 0;
  let cellsPerPlane = 1;
  for (const a of d.axes) if (a !== a0) cellsPerPlane *= d.shape[a] as number;
  const bytesPerCell = (d.bytesPerPlane[a0] as number) / cellsPerPlane;
  let cells = 0;
  for (let r = 0; r < d.procCoords.length; r++) {
    const o = boxOf(d, before, r);
    const n = boxOf(d, after, r);
    const kept = cellsOf({
      lo: o.lo.map((x, i) => Math.max(x, n.lo[i] as number)),
      hi: o.hi.map((x, i) => Math.min(x, n.hi[i] as number)),
    });
    cells += cellsOf(o) - kept;
  }
  return cells * bytesPerCell;
}
