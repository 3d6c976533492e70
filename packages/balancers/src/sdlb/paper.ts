/**
 * The paper's Algorithms 1 and 2 as it states them (Biagioni & Prins 1991): on the points each
 * processor holds, and its shift loops run literally, point by point. The tests hold `balanceLine`
 * (./line.ts), which the balancer runs, to them.
 */
import { balanceLine, type LineOutcome, type LineParams } from './line.ts';

/**
 * The paper's shift loops for one cut, run literally: start at `start` with F = T_i - C'(start)
 * and put()/get() one point at a time. `loads` are real point loads. Used to check that
 * `balanceLine` ends where the paper's loops end (before the clamp).
 */
export function simulateBoundary(params: LineParams, loads: ArrayLike<number>, i: number, start: number): number {
  const { n, p, rule, q, alpha, totalPseudo } = params;
  let C = 0;
  for (let h = 0; h < start; h++) C += loads[h] as number;
  let F = (i * totalPseudo) / p - (C + alpha * start);
  const w = (h: number) => (loads[h] as number) + alpha;
  const half = (h: number) => (rule === 'point' ? (q + alpha) / 2 : w(h) / 2);
  let h = start;
  while (h < n && F > half(h)) {
    F -= w(h);
    h++;
  }
  while (h > 0 && F < -half(h - 1)) {
    h--;
    F += w(h);
  }
  return h;
}

/** Points of each processor, as the paper draws them: processor i's buffer holds `points[i]`. */
export type ProcessorPoints = readonly (readonly number[])[];

function flatten(points: ProcessorPoints): { loads: number[]; cuts: number[] } {
  const loads: number[] = [];
  const cuts = [0];
  for (const buf of points) {
    for (const x of buf) loads.push(x);
    cuts.push(loads.length);
  }
  return { loads, cuts };
}

/**
 * Algorithm 1: one-dimensional scan-directed load balancing. `points[i]` are the loads of the
 * points processor i holds (0/1 for inactive/active points). Returns the new cut points into the
 * concatenated point sequence (processor i gets points [cuts[i], cuts[i+1])).
 */
export function algorithm1(points: ProcessorPoints, options: { minExtent?: number } = {}): LineOutcome {
  const { loads, cuts } = flatten(points);
  return balanceLine(loads, cuts, { rule: 'point', minExtent: options.minExtent });
}

/** Algorithm 2: Algorithm 1 with buffers of `b` points per processor (pseudo-load alpha per point). */
export function algorithm2(points: ProcessorPoints, b: number, options: { minExtent?: number } = {}): LineOutcome {
  const { loads, cuts } = flatten(points);
  return balanceLine(loads, cuts, { rule: 'point', buffer: b, minExtent: options.minExtent });
}
