/**
 * One pairwise exchange of the decision maker, with the paper's integer rounding
 * (DecisionMaker, section 3.2): with d = InputLoad - Load,
 *   temp = floor(lambda * d) if d > 0 (the lighter side takes the floor),
 *   temp = ceil(lambda * d)  otherwise (the heavier side gives the floor of the magnitude),
 * i.e. temp = trunc(lambda * d). The partner computes trunc(lambda * -d) = -temp (IEEE
 * multiplication is sign-symmetric), so the total is conserved exactly.
 *
 * Termination for lambda < 1: a non-zero move f = trunc(lambda * |d|) satisfies 1 <= f <= |d| - 1,
 * so the pair's difference shrinks from |d| to |d - 2f| <= |d| - 2 and the sum of squared loads
 * drops; the integer process must stop. With lambda = 1 a pair differing by d swaps (f = d) and
 * may cycle for ever; maxSweeps ends that.
 *
 * At a quiet sweep every neighbour pair has lambda * |d| < 1 (or |d| <= tolerance), so neighbours
 * differ by at most max(tolerance, ceil(1 / lambda) - 1): 1 for every lambda >= 1/2.
 */

/** Amount this side takes (> 0) or gives (< 0) when exchanging `mine` with `other`. */
export function exchangeAmount(mine: number, other: number, lambda: number, tolerance = 0): number {
  const d = other - mine;
  if (d === 0 || Math.abs(d) <= tolerance) return 0;
  const t = Math.trunc(d * lambda);
  return t === 0 ? 0 : t;
}

/** Largest neighbour difference a quiet (terminated) state can leave. */
export function neighbourBound(lambda: number, tolerance = 0): number {
  return Math.max(tolerance, Math.ceil(1 / lambda) - 1);
}
