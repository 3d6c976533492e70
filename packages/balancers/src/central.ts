/**
 * `central`: centralized remapping, the GDE paper's CR baseline. Every rank sends its load profile
 * to rank 0 (one gather), rank 0 computes new cut points from prefix sums of the global hyperplane
 * loads (each part as close as it can get to total/P), and broadcasts them (one broadcast). Global
 * knowledge gives a good split at the price of a gather through one rank.
 *
 * - Plane loads (`load.planes`): the load of global hyperplane i along axis a is the SUM of the
 *   plane loads of every rank whose tile holds it (the processor hyperplane). Cuts come from
 *   `prefixCuts`: each interior cut is the index whose prefix sum is nearest to p*total/P, so every
 *   part's load is within one hyperplane's load of the average (max part <= avg + max plane).
 * - Totals only (some rank omitted `planes`): each part's total (summed over its processor
 *   hyperplane) is spread evenly over its indices and the cuts interpolate that piecewise-linear
 *   cumulative load (`interpolatedCuts`). Good for ranges of millions of indices.
 * - k-D grids: every decomposed axis (procDims > 1; or only `axis` when given) is balanced in turn
 *   with the hyperplane loads of that axis. Summing over the processor hyperplane makes a
 *   hyperplane's load the same whatever the other axes' cuts are, so the axes are independent and
 *   the order does not matter. This balances the marginal (slab) loads of an orthogonal
 *   decomposition; a tile's load is not guaranteed to be balanced when the load is not separable
 *   (no orthogonal decomposition can promise that).
 * - Every part keeps at least `domain.minExtent[a]` indices (`enforceMinExtent`).
 * - Payloads travel as Float64Arrays in chunks of `chunk` numbers (default 4096, 32 KiB) so that
 *   long profiles fit the collectives' slots; the chunk count is computed from the current cuts,
 *   which every rank knows, so no extra collective is needed to agree on it.
 */
import {
  type BalanceContext,
  type BalanceDecision,
  type DomainView,
  type Factory,
  invalidArgument,
  invalidOption,
  type LoadSnapshot,
  OptionReader,
  procCoordsTable,
  type RemapBalancer,
} from '@meshwork/runtime/plugin';

/**
 * Make every part at least `minExtent` wide, moving cuts as little as possible: a forward pass
 * (c_p >= c_{p-1} + min) then a backward one (c_p <= c_{p+1} - min). A part either keeps a subset
 * of the indices it had or ends up exactly `minExtent` wide. Needs n >= P * minExtent.
 */
export function enforceMinExtent(cuts: readonly number[], n: number, minExtent: number): number[] {
  const P = cuts.length - 1;
  if (P < 1) throw invalidArgument('cuts', 'at least 2 cut points', cuts);
  if (n < P * minExtent) throw invalidArgument('domain extent', `at least ${P * minExtent} (${P} parts of at least ${minExtent})`, n);
  const c = cuts.map((v) => Math.min(n, Math.max(0, v)));
  c[0] = 0;
  c[P] = n;
  for (let p = 1; p < P; p++) c[p] = Math.max(c[p] as number, (c[p - 1] as number) + minExtent);
  for (let p = P - 1; p >= 1; p--) c[p] = Math.min(c[p] as number, (c[p + 1] as number) - minExtent);
  return c;
}

/**
 * Cut points for `parts` contiguous parts of the planes `planeLoads` (length n): interior cut p is
 * the index whose prefix sum is nearest to p * total / parts (ties to the lower). Among indices
 * with that same prefix sum (a run of zero-load planes) it takes the one nearest `prefer[p]` (e.g.
 * the current cuts: fewer planes move), else the first. Then `enforceMinExtent`.
 *
 * Guarantees: cuts start at 0, end at n, are non-decreasing, parts are >= minExtent wide, and
 * every part's load is at most avg + max plane load when minExtent is 1 (each cut's prefix is
 * within half a plane load of its target). With minExtent m > 1 a part is either within that bound
 * or exactly m planes wide, so it holds at most max(avg + maxPlane, m * maxPlane).
 */
export function prefixCuts(planeLoads: ArrayLike<number>, parts: number, minExtent = 1, prefer?: readonly number[]): number[] {
  if (!(Number.isInteger(parts) && parts >= 1)) throw invalidArgument('parts', 'an integer >= 1', parts);
  if (!(Number.isInteger(minExtent) && minExtent >= 0)) throw invalidArgument('minExtent', 'an integer >= 0', minExtent);
  const n = planeLoads.length;
  const S = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const v = planeLoads[i] as number;
    if (!(Number.isFinite(v) && v >= 0)) throw invalidArgument(`planeLoads[${i}]`, 'a finite number >= 0', v);
    S[i + 1] = (S[i] as number) + v;
  }
  const total = S[n] as number;
  const cuts = [0];
  for (let p = 1; p < parts; p++) {
    const target = (p * total) / parts;
    // smallest c with S[c] >= target
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((S[mid] as number) >= target) hi = mid;
      else lo = mid + 1;
    }
    let c = lo;
    if (c > 0 && target - (S[c - 1] as number) <= (S[c] as number) - target) c--;
    // the run of indices with the same prefix value as c
    const value = S[c] as number;
    let first = c;
    while (first > 0 && S[first - 1] === value) first--;
    let last = c;
    while (last < n && S[last + 1] === value) last++;
    const want = prefer?.[p];
    cuts.push(want === undefined ? first : Math.min(last, Math.max(first, want)));
  }
  cuts.push(n);
  // Preferences may break monotonicity only across equal-prefix runs; restore it before widths.
  for (let p = 1; p < cuts.length; p++) cuts[p] = Math.max(cuts[p] as number, cuts[p - 1] as number);
  return enforceMinExtent(cuts, n, minExtent);
}

/**
 * Cut points from part totals only: part q's load `partLoads[q]` is spread evenly over its indices
 * [current[q], current[q+1]); interior cut p is where that piecewise-linear cumulative load reaches
 * p * total / parts, rounded to the nearest index. Then `enforceMinExtent`. Zero total: current.
 */
export function interpolatedCuts(partLoads: readonly number[], current: readonly number[], parts: number, minExtent = 1): number[] {
  const Q = partLoads.length;
  if (current.length !== Q + 1) throw invalidArgument('current cuts', `${Q + 1} cut points`, current);
  const n = current[Q] as number;
  const C = [0];
  for (let q = 0; q < Q; q++) {
    const v = partLoads[q] as number;
    if (!(Number.isFinite(v) && v >= 0)) throw invalidArgument(`partLoads[${q}]`, 'a finite number >= 0', v);
    C.push((C[q] as number) + v);
  }
  const total = C[Q] as number;
  if (!(total > 0)) return enforceMinExtent(current.slice(), n, minExtent);
  const cuts = [0];
  let q = 0;
  for (let p = 1; p < parts; p++) {
    const target = (p * total) / parts;
    while (q < Q - 1 && (C[q + 1] as number) < target) q++;
    const load = partLoads[q] as number;
    const a = current[q] as number;
    const b = current[q + 1] as number;
    const x = load > 0 ? a + ((target - (C[q] as number)) / load) * (b - a) : b;
    cuts.push(Math.max(cuts[p - 1] as number, Math.round(x)));
  }
  cuts.push(n);
  return enforceMinExtent(cuts, n, minExtent);
}

export interface CentralOptions {
  /** Balance only this axis (default: every decomposed axis). */
  readonly axis?: number;
  /** Numbers per gathered chunk (default 4096). */
  readonly chunk?: number;
  /** 'fast' (default): decided by every rank from the runtime's load snapshot; 'faithful': gather on rank 0, broadcast. */
  readonly decision?: 'fast' | 'faithful';
}

/** Processor-grid coordinates of every rank (rank -> coords): the runtime's `procCoordsTable`. */
export function procCoordsByRank(ctx: Pick<BalanceContext, 'size' | 'domain'>): number[][] {
  return procCoordsTable(ctx.domain, ctx.size);
}

interface CentralResult {
  readonly cuts: number[][];
  readonly mode: 'planes' | 'totals' | 'none';
  readonly predicted: number[][];
}

export function createCentral(options?: unknown): RemapBalancer {
  const r = new OptionReader('central', options);
  const axisOpt = r.optionalNumber('axis', { min: 0, integer: true });
  const chunk = r.number('chunk', { default: 4096, min: 16, integer: true });
  const decision = r.oneOf<'fast' | 'faithful'>('decision', ['fast', 'faithful'], 'fast');
  const used = r.done();
  const balancer: RemapBalancer & { solve(snap: LoadSnapshot): BalanceDecision | undefined } = {
    name: 'central',
    options: used,
    decide(ctx: BalanceContext): BalanceDecision {
      const d = ctx.domain;
      const axes = balancedAxes(d, axisOpt);
      if (axes === undefined) return { cuts: d.cuts.map((c) => c.slice()), sweeps: 0, skipped: 'a single part along the balanced axes' };
      const pcs = procCoordsByRank(ctx);
      // Payload: [hasPlanes, total, planes of each balanced axis...]; every rank knows every
      // rank's tile extents, hence every payload's length and the number of chunks.
      const lengthOf = (pc: readonly number[]) => 2 + axes.reduce((s, a) => s + extentOf(d, pc, a), 0);
      const chunks = chunkCount(d, axes, pcs, chunk);
      const planes = ctx.load.planes;
      const mine = new Float64Array(lengthOf(d.procCoords));
      mine[0] = planes === undefined ? 0 : 1;
      mine[1] = ctx.load.total;
      if (planes !== undefined) {
        let at = 2;
        for (const a of axes) {
          mine.set(planes[a] as readonly number[], at);
          at += extentOf(d, d.procCoords, a);
        }
      }
      const parts: (Float64Array[] | undefined)[] = [];
      for (let c = 0; c < chunks; c++) {
        const got = ctx.comm.gather(mine.subarray(Math.min(mine.length, c * chunk), Math.min(mine.length, (c + 1) * chunk)).slice(), 0);
        parts.push(got);
      }
      let result: CentralResult | undefined;
      if (ctx.rank === 0) {
        const payloads = pcs.map((_, rank) => {
          const out = new Float64Array(lengthOf(pcs[rank] as number[]));
          let at = 0;
          for (const got of parts) {
            const piece = (got as Float64Array[])[rank] as Float64Array;
            out.set(piece, at);
            at += piece.length;
          }
          return out;
        });
        result = decideOnRoot(d, axes, pcs, payloads);
      }
      return decisionOf(ctx.comm.broadcast(result, 0) as CentralResult, axes, chunks);
    },
    solve(snap: LoadSnapshot): BalanceDecision | undefined {
      const d = snap.domain;
      const axes = balancedAxes(d, axisOpt);
      if (axes === undefined) return { cuts: d.cuts.map((c) => c.slice()), sweeps: 0, skipped: 'a single part along the balanced axes' };
      // Plane loads that did not fit the gather: decide() gathers them in chunks.
      if (!axes.every((a) => snap.axes.includes(a))) return undefined;
      const pcs = snap.procCoords;
      const payloads = pcs.map((pc, rank) => {
        const out = new Float64Array(2 + axes.reduce((s, a) => s + extentOf(d, pc, a), 0));
        out[0] = snap.hasPlanes ? 1 : 0;
        out[1] = snap.totals[rank] as number;
        if (snap.hasPlanes) {
          let at = 2;
          for (const a of axes) {
            const p = snap.planesOf(rank, a) as Float64Array;
            out.set(p, at);
            at += p.length;
          }
        }
        return out;
      });
      return decisionOf(decideOnRoot(d, axes, pcs, payloads), axes, chunkCount(d, axes, pcs, chunk));
    },
  };
  if (decision === 'fast') return balancer;
  const { solve: _fast, ...faithful } = balancer;
  return faithful;
}

function checkAxis(d: DomainView, axisOpt: number | undefined): void {
  const k = d.shape.length;
  if (axisOpt !== undefined && axisOpt >= k) throw invalidOption('central', 'axis', `an axis of the ${k}-D domain (< ${k})`, axisOpt);
}

/** The axes to balance, or undefined when each has a single part. */
function balancedAxes(d: DomainView, axisOpt: number | undefined): number[] | undefined {
  checkAxis(d, axisOpt);
  const axes = axisOpt !== undefined ? [axisOpt] : d.procDims.flatMap((p, a) => (p > 1 ? [a] : []));
  return axes.length === 0 || axes.every((a) => (d.procDims[a] as number) <= 1) ? undefined : axes;
}

function extentOf(d: DomainView, pc: readonly number[], a: number): number {
  return ((d.cuts[a] as number[])[(pc[a] as number) + 1] as number) - ((d.cuts[a] as number[])[pc[a] as number] as number);
}

/** Chunks of `chunk` numbers the longest payload [hasPlanes, total, planes...] takes. */
function chunkCount(d: DomainView, axes: readonly number[], pcs: readonly (readonly number[])[], chunk: number): number {
  const maxLen = Math.max(...pcs.map((pc) => 2 + axes.reduce((s, a) => s + extentOf(d, pc, a), 0)));
  return Math.ceil(maxLen / chunk);
}

function decisionOf(shared: CentralResult, axes: readonly number[], chunks: number): BalanceDecision {
  return {
    cuts: shared.cuts,
    sweeps: 1,
    ...(shared.mode === 'none' ? { skipped: 'no load to balance' } : {}),
    details: { mode: shared.mode, axes, predictedPartLoads: shared.predicted, chunks },
  };
}

function decideOnRoot(
  d: DomainView,
  axes: readonly number[],
  pcs: readonly (readonly number[])[],
  payloads: readonly Float64Array[],
): CentralResult {
  const cuts = d.cuts.map((c) => c.slice());
  const fine = payloads.every((p) => p[0] === 1);
  const total = payloads.reduce((s, p) => s + (p[1] as number), 0);
  const predicted: number[][] = [];
  if (!(total > 0) && !fine) return { cuts, mode: 'none', predicted };
  let anyLoad = false;
  for (const [ai, a] of axes.entries()) {
    const P = d.procDims[a] as number;
    const n = d.shape[a] as number;
    const min = d.minExtent[a] ?? 1;
    if (fine) {
      const global = new Float64Array(n);
      for (const [rank, pc] of pcs.entries()) {
        const p = payloads[rank] as Float64Array;
        let at = 2;
        for (let b = 0; b < ai; b++) at += extentOf(d, pc, axes[b] as number);
        const lo = (d.cuts[a] as number[])[pc[a] as number] as number;
        const ext = extentOf(d, pc, a);
        for (let i = 0; i < ext; i++) global[lo + i] = (global[lo + i] as number) + (p[at + i] as number);
      }
      let sum = 0;
      for (let i = 0; i < n; i++) sum += global[i] as number;
      if (!(sum > 0)) {
        predicted.push([]);
        continue;
      }
      anyLoad = true;
      const next = prefixCuts(global, P, min, d.cuts[a]);
      cuts[a] = next;
      const loads: number[] = [];
      for (let q = 0; q < P; q++) {
        let s = 0;
        for (let i = next[q] as number; i < (next[q + 1] as number); i++) s += global[i] as number;
        loads.push(s);
      }
      predicted.push(loads);
    } else {
      const partLoads = new Array<number>(P).fill(0);
      for (const [rank, pc] of pcs.entries())
        partLoads[pc[a] as number] = (partLoads[pc[a] as number] as number) + ((payloads[rank] as Float64Array)[1] as number);
      anyLoad = true;
      cuts[a] = interpolatedCuts(partLoads, d.cuts[a] as number[], P, min);
      predicted.push([]);
    }
  }
  if (!anyLoad) return { cuts: d.cuts.map((c) => c.slice()), mode: 'none', predicted };
  return { cuts, mode: fine ? 'planes' : 'totals', predicted };
}

export const centralFactory: Factory<RemapBalancer> = {
  name: 'central',
  summary: 'centralized remapping: gather loads on rank 0, prefix-sum cuts, broadcast (the GDE paper CR baseline)',
  create: createCentral,
};
