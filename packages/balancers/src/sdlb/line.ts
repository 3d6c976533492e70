/**
 * Scan-directed load balancing on a line of processors (Biagioni & Prins, "Scan Directed Load
 * Balancing for Highly-Parallel Mesh-Connected Computers", 1991): the flow computation and the
 * data shift of Algorithms 1 and 2, and the per-axis step of Algorithms 3 and 4. Pure functions;
 * the distributed balancer (./decide.ts) calls the same pieces on each rank's own part.
 *
 * Meshwork terms. A *point* of the paper is a hyperplane of the domain perpendicular to the
 * balanced axis: an index of a 1-D domain, a row of a 2-D grid cut into strips along axis 0, a
 * data hyperplane d_x(i, g) of Algorithm 3. Its *load* is the hyperplane's load; when a
 * processor hyperplane holds several ranks, it is the max over those ranks (W_x(i, g) of
 * Algorithm 3). For unit-load points (Algorithm 1: a point is active or not) the loads are 0/1.
 * Processor i's points are the planes [cuts[i], cuts[i+1]), in order.
 *
 * Flow step (every algorithm):
 *   L_i  = exclusive plus-scan of the part loads S_j          (activity left of processor i)
 *   Abar = total / p, F_i = i * Abar - L_i                    (flow from processor i to i - 1)
 * With a buffer b (Algorithms 2 and 4) every point also carries the pseudo-load
 *   alpha = Abar / (b - Dbar), Dbar = n / p,
 * so the flows are computed on A'_i = A_i + alpha * D_i with Abar' = Abar + alpha * Dbar.
 *
 * Shift step. put() moves the lowest point of processor i to processor i - 1, i.e. cut i moves up
 * by one; get() moves the highest point of processor i - 1 to processor i, i.e. cut i moves down.
 * The paper's loops, with F the flow still to move across cut i, w'(h) = load(h) + alpha:
 *   'point' rule (Algorithms 1, 2):  while F >  (q + alpha)/2: F -= w'(h); put()
 *                                    while F < -(q + alpha)/2: get(); F += w'(h)
 *     q is the largest point load (1 for unit points, where this is exactly the paper's 1/2 and
 *     (1 + alpha)/2; for weighted points it keeps the rule scale-free);
 *   'plane' rule (Algorithms 3, 4):  while F >  w'(lowest plane of i)/2:        put()
 *                                    while F < -w'(highest plane of i - 1)/2:   get()
 * Abort (no balance on this line): Abar < q (Algorithm 1: Abar < 1 for unit points; Algorithm 3:
 * the average is below the largest hyperplane load), which keeps every processor non-empty
 * (third Locality Constraint).
 *
 * Where the shifts end. Both loops only ever cross cut i in one direction and stop at the first
 * position where the flow is met, and the stop predicates are monotone in the position h, so the
 * cut ends at clamp(start, hmin, hmax) where hmin is the first h at which the put loop would stop
 * and hmax + 1 the first h at which the get loop would run. Each processor can find the hmin/hmax
 * that fall inside its own planes (it knows its loads and L_i); a min-reduction of these
 * candidates gives every rank the same cuts. `simulateBoundary` runs the paper's loops literally
 * (for tests); `balanceLine` uses the candidates, as the distributed balancer does.
 *
 * Bounds (proved from the stop conditions: each cut ends with |F| <= (q + alpha)/2 under the
 * point rule, |F| <= w'(adjacent plane)/2 under the plane rule, so a part is off by at most one
 * "quantum" q + alpha in pseudo-load):
 *   Algorithm 1, unit points:  floor(Abar) <= A_i <= ceil(Abar)            (as in the paper)
 *   Algorithms 1, 3, weighted: Abar - q <= A_i <= Abar + q
 *   Algorithms 2, 4:           A'_i <= Abar' + q + alpha, hence for unit points
 *                              A_i <= (Abar + alpha Dbar + 1 + alpha) / (1 + alpha)
 *   The paper prints the last with (1 + alpha)/2 in place of 1 + alpha, i.e. 1/2 less; that is
 *   the error of ONE cut, but a part has two. (Its Algorithm-1 line "Abar - 0.5 < A_i < Abar +
 *   0.5" has the same slip; the floor/ceil form it derives is right thanks to integrality.)
 *
 * Clamp (Meshwork's minExtent, and the hard buffer limit). A part may not be thinner than
 * minExtent (a tile must cover its neighbours' halos) nor, with a buffer, hold more than b
 * points. One forward pass moves each cut into the window these allow (`clampCuts`). A part that
 * the clamp makes wider than the flow rule did is then exactly minExtent wide; every other part
 * lies inside its unclamped range. So without a buffer the bound becomes
 *   A_i <= max(flow bound, minExtent * q)
 * and the lower bounds may fail for parts the clamp shrank. With unit points and minExtent 1 the
 * clamp never acts when the balance is not aborted (every part gets >= floor(Abar) >= 1 points).
 * The buffer limit is enforced rather than trusted: the paper's argument ("a processor at Abar'
 * with no active points has exactly b points") ignores the rounding slack of (1 + alpha)/2 at each
 * cut, and a part with few active points can come out up to about 1 + 1/alpha points over b.
 * When the buffer limit moves a cut (`capped` > 0) the neighbour's load bound no longer holds.
 */

/** Which shift loop: Algorithms 1/2 ('point') or 3/4 ('plane'). */
export type ShiftRule = 'point' | 'plane';

/** The figures every rank agrees on before shifting (identical on every rank). */
export interface LineParams {
  readonly rule: ShiftRule;
  /** Processors on the line. */
  readonly p: number;
  /** Points on the line. */
  readonly n: number;
  /** Total (real) load. */
  readonly total: number;
  /** Largest point load (1 for unit points). */
  readonly q: number;
  /** Average load per processor. */
  readonly abar: number;
  /** Pseudo-load of one point (0 without a buffer). */
  readonly alpha: number;
  /** Total pseudo-load: total + alpha * n. */
  readonly totalPseudo: number;
  /** Buffer b: most points per processor (Infinity: none). */
  readonly buffer: number;
  /** Thinnest part allowed. */
  readonly minExtent: number;
}

export interface LineSettings {
  readonly rule: ShiftRule;
  /** Buffer b (Algorithms 2 and 4); undefined: unlimited (Algorithms 1 and 3). */
  readonly buffer?: number | undefined;
  /** Thinnest allowed part (default 1). */
  readonly minExtent?: number | undefined;
}

/** Flow-step figures and the abort conditions; `skipped` says why the line is left alone. */
export function lineParams(
  total: number,
  q: number,
  n: number,
  p: number,
  settings: LineSettings,
): { readonly params: LineParams; readonly skipped: string | undefined } {
  const minExtent = settings.minExtent ?? 1;
  const buffer = settings.buffer ?? Number.POSITIVE_INFINITY;
  const abar = total / p;
  let alpha = 0;
  let skipped: string | undefined;
  if (!(total > 0)) skipped = 'no load to balance (total load 0)';
  else if (abar < q) {
    skipped =
      settings.rule === 'point'
        ? `average load per processor ${fmt(abar)} is below one point's load ${fmt(q)} (Abar < 1 for unit points): aborted to avoid underflow`
        : `average load per processor hyperplane ${fmt(abar)} is below the largest data hyperplane load ${fmt(q)}: aborted to avoid underflow`;
  } else if (Number.isFinite(buffer)) {
    const dbar = n / p;
    if (buffer < minExtent) skipped = `buffer b = ${buffer} is below the thinnest allowed part (${minExtent})`;
    else if (!(buffer > dbar))
      skipped = `buffer b = ${buffer} leaves no room: it must exceed the average ${fmt(dbar)} points per processor (n/p)`;
    else alpha = abar / (buffer - dbar);
  }
  return { params: { rule: settings.rule, p, n, total, q, abar, alpha, totalPseudo: total + alpha * n, buffer, minExtent }, skipped };
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toPrecision(6);
}

/**
 * Length of the candidate vector: hmin candidates (p - 1), first-get candidates (p - 1), flows
 * F_1 .. F_{p-1} (p - 1). Entries a part has nothing to say about are +Infinity, so a
 * min-reduction over the parts combines them.
 */
export function candidateLength(p: number): number {
  return 3 * (p - 1);
}

/**
 * One part's candidates (see the module comment): part `j` holds planes [s, s + loads.length)
 * with `lo` = the real load of all planes below s (its exclusive scan L_j). Writes into `out`
 * (length candidateLength(p), pre-filled with +Infinity by the caller or by this function).
 */
export function partCandidates(
  params: LineParams,
  j: number,
  s: number,
  lo: number,
  loads: ArrayLike<number>,
  out: Float64Array,
): Float64Array {
  const { p, rule, q, alpha, totalPseudo } = params;
  const m = p - 1;
  out.fill(Number.POSITIVE_INFINITY);
  const e = s + loads.length;
  // C[h - s] = real load of the planes below h, for h in [s, e].
  const C = new Float64Array(loads.length + 1);
  C[0] = lo;
  for (let g = 0; g < loads.length; g++) C[g + 1] = (C[g] as number) + (loads[g] as number);
  const pseudo = (h: number) => (C[h - s] as number) + alpha * h;
  const quantum = q + alpha;
  // D(h) = p * (T_i - C'(h)), kept scaled by p so integer loads compare exactly.
  const D = (i: number, h: number) => i * totalPseudo - p * pseudo(h);
  // Put loop stops at h (h < n): T - C'(h) <= threshold of plane h.
  const putStops = (i: number, h: number) => 2 * D(i, h) <= p * (rule === 'point' ? quantum : (loads[h - s] as number) + alpha);
  // Get loop runs at h (h > 0): T - C'(h) < -threshold of plane h - 1.
  const getRuns = (i: number, h: number) => 2 * D(i, h) < -p * (rule === 'point' ? quantum : (loads[h - 1 - s] as number) + alpha);
  for (let i = 1; i < p; i++) {
    // First h in [s, e) where the put loop stops (monotone: false ... true).
    if (e > s && putStops(i, e - 1)) out[i - 1] = firstTrue(s, e - 1, (h) => putStops(i, h));
    // First h in (s, e] where the get loop runs (monotone: false ... true).
    if (e > s && getRuns(i, e)) out[m + i - 1] = firstTrue(s + 1, e, (h) => getRuns(i, h));
  }
  if (j >= 1) out[2 * m + j - 1] = (j * totalPseudo) / p - pseudo(s);
  return out;
}

/** Smallest h in [a, b] with pred(h) true, given pred(b) is true and pred is monotone. */
function firstTrue(a: number, b: number, pred: (h: number) => boolean): number {
  let lo = a;
  let hi = b;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pred(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export interface ResolvedCuts {
  /** New cut points (p + 1, from 0 to n). */
  readonly cuts: number[];
  /** Cuts where the shifts end before the clamp. */
  readonly raw: number[];
  /** The paper's flows F_1 .. F_{p-1} (pseudo-load units with a buffer). */
  readonly flows: number[];
  /** Cuts moved by the minExtent / buffer clamp. */
  readonly clamped: number;
  /** Cuts whose window was narrowed by the buffer limit and that moved because of it. */
  readonly capped: number;
}

/** Combine the min-reduced candidates of all parts into the new cuts (identical on every rank). */
export function resolveCuts(params: LineParams, oldCuts: readonly number[], combined: ArrayLike<number>): ResolvedCuts {
  const { p, n } = params;
  const m = p - 1;
  const raw = [0];
  const flows: number[] = [];
  for (let i = 1; i < p; i++) {
    const hmin = Math.min(combined[i - 1] as number, n);
    const firstGet = combined[m + i - 1] as number;
    const hmax = Number.isFinite(firstGet) ? firstGet - 1 : n;
    const start = oldCuts[i] as number;
    raw.push(Math.max(hmin, Math.min(start, hmax)));
    flows.push(combined[2 * m + i - 1] as number);
  }
  raw.push(n);
  const c = clampCuts(raw, n, params.minExtent, params.buffer);
  return { cuts: c.cuts, raw, flows, clamped: c.clamped, capped: c.capped };
}

/**
 * Move every cut into the window that keeps each part at least `minExtent` and at most `buffer`
 * points wide (one forward pass; feasible when p * minExtent <= n <= p * buffer).
 */
export function clampCuts(
  raw: readonly number[],
  n: number,
  minExtent: number,
  buffer = Number.POSITIVE_INFINITY,
): { cuts: number[]; clamped: number; capped: number } {
  const p = raw.length - 1;
  const cuts = [0];
  let clamped = 0;
  let capped = 0;
  for (let i = 1; i < p; i++) {
    const prev = cuts[i - 1] as number;
    const loMin = Math.max(prev + minExtent, i * minExtent);
    const hiMin = n - (p - i) * minExtent;
    const loBuf = n - (p - i) * buffer;
    const hiBuf = Math.min(prev + buffer, i * buffer);
    const lo = Math.max(loMin, loBuf);
    const hi = Math.min(hiMin, hiBuf);
    const want = raw[i] as number;
    const c = Math.min(Math.max(want, lo), hi);
    if (c !== want) {
      clamped++;
      if ((c > want && loBuf > loMin && c === loBuf) || (c < want && hiBuf < hiMin && c === hiBuf)) capped++;
    }
    cuts.push(c);
  }
  cuts.push(n);
  return { cuts, clamped, capped };
}

/** Guaranteed upper bound on every part's (hyperplane) load after the balance; undefined if the buffer limit moved a cut. */
export function upperBound(params: LineParams, r: Pick<ResolvedCuts, 'clamped' | 'capped'>): number | undefined {
  if (r.capped > 0) return undefined;
  const { abar, q, alpha, n, p } = params;
  const flow = alpha > 0 ? (q * (abar + (alpha * n) / p + q + alpha)) / (q + alpha) : abar + q;
  return r.clamped > 0 ? Math.max(flow, params.minExtent * q) : flow;
}

export interface LineOutcome {
  /** New cut points (unchanged when skipped). */
  readonly cuts: number[];
  /** Where the paper's shift loops end, before the minExtent / buffer clamp. */
  readonly raw: number[];
  readonly skipped: string | undefined;
  readonly params: LineParams;
  /** F_1 .. F_{p-1} (empty when skipped). */
  readonly flows: number[];
  readonly clamped: number;
  readonly capped: number;
  /** Load of every part under the new cuts (real loads). */
  readonly loads: number[];
  /** Points per part under the new cuts. */
  readonly points: number[];
  /** Guaranteed bound on max(loads) (see upperBound). */
  readonly upperBound: number | undefined;
}

/**
 * Balance one line: `loads[h]` is the load of point h (h = 0 .. n-1), `cuts` the current cut
 * points. Runs exactly what the distributed balancer runs (partCandidates per part, a min over
 * the parts, resolveCuts), so its cuts equal the balancer's for the same loads.
 */
export function balanceLine(loads: ArrayLike<number>, cuts: readonly number[], settings: LineSettings): LineOutcome {
  const n = loads.length;
  const p = cuts.length - 1;
  if (p < 1 || cuts[0] !== 0 || cuts[p] !== n) throw new RangeError(`cuts must run from 0 to ${n}`);
  const parts: number[] = [];
  let q = 0;
  for (let j = 0; j < p; j++) {
    let s = 0;
    for (let h = cuts[j] as number; h < (cuts[j + 1] as number); h++) {
      s += loads[h] as number;
      if ((loads[h] as number) > q) q = loads[h] as number;
    }
    parts.push(s);
  }
  // Exclusive scan in processor order, then the total as its last inclusive value.
  const L: number[] = [];
  let acc = 0;
  for (const s of parts) {
    L.push(acc);
    acc += s;
  }
  const { params, skipped } = lineParams(acc, q, n, p, settings);
  const done = (c: number[], r?: ResolvedCuts): LineOutcome => {
    const out = summarize(loads, c);
    return {
      cuts: c,
      raw: r?.raw ?? c.slice(),
      skipped,
      params,
      flows: r?.flows ?? [],
      clamped: r?.clamped ?? 0,
      capped: r?.capped ?? 0,
      ...out,
      upperBound: r === undefined ? undefined : upperBound(params, r),
    };
  };
  if (skipped !== undefined || p === 1) return done(cuts.slice());
  const combined = new Float64Array(candidateLength(p)).fill(Number.POSITIVE_INFINITY);
  const mine = new Float64Array(candidateLength(p));
  for (let j = 0; j < p; j++) {
    const s = cuts[j] as number;
    // a view, not a copy (Array.prototype.slice on a typed array is a slow generic path)
    const slice = ArrayBuffer.isView(loads)
      ? (loads as unknown as Float64Array).subarray(s, cuts[j + 1] as number)
      : (Array.prototype.slice.call(loads, s, cuts[j + 1] as number) as number[]);
    partCandidates(params, j, s, L[j] as number, slice, mine);
    for (let k = 0; k < combined.length; k++) if ((mine[k] as number) < (combined[k] as number)) combined[k] = mine[k] as number;
  }
  const r = resolveCuts(params, cuts, combined);
  return done(r.cuts, r);
}

function summarize(loads: ArrayLike<number>, cuts: readonly number[]): { loads: number[]; points: number[] } {
  const out: number[] = [];
  const points: number[] = [];
  for (let j = 0; j + 1 < cuts.length; j++) {
    let s = 0;
    for (let h = cuts[j] as number; h < (cuts[j + 1] as number); h++) s += loads[h] as number;
    out.push(s);
    points.push((cuts[j + 1] as number) - (cuts[j] as number));
  }
  return { loads: out, points };
}
