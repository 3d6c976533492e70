/**
 * GDE's fast mode: the whole decision computed by every rank, in one thread, from the gathered
 * load snapshot, with no message. It runs exactly the arithmetic of the distributed version:
 *
 *   1. the decision maker in lock step (simulate.ts: same rounding, State/Delta detection, cap);
 *   2. boundary flows from every rank's FlowTrace, adding the links each rank is the lower end
 *      of in rank order (integers: exact, as the allreduce of flows.ts);
 *   3. the workload adjuster's rounds (relay.ts) for every part of the axis at once: every plane
 *      value a part walks is the scaled load its first owner computed, whether the part held it
 *      from the start or received it, so one global vector of scaled plane loads serves all
 *      parts; k-D hyperplane sums use the canonical reduction expression (bit-identical to the
 *      allreduce the distributed version runs).
 *
 * So both modes give the same cuts, sweeps and details (gde-modes test). Undefined when plane
 * loads were given but did not fit the gather (the distributed version then runs).
 */
import { type BalanceDecision, canonicalAllreduce, type LoadSnapshot } from '@meshwork/runtime/plugin';
import { addPathFlow } from './flows.ts';
import type { DecisionParams } from './params.ts';
import { simulateWith } from './simulate.ts';
import { scaledPlanes, splitGives } from './walk.ts';

export interface AxisOutcome {
  /** Lower bound of every part after the rounds (lo[0] = 0). */
  readonly lo: number[];
  readonly rounds: number;
  /** Per part: abstract load still to give down + up (> 0: under-met). */
  readonly unmet: number[];
}

/** The adjuster's rounds for all P parts of one axis, from the global scaled plane loads `g`. */
export function relayAll(g: Float64Array, cuts: readonly number[], flows: readonly number[], minExtent: number): AxisOutcome {
  const P = cuts.length - 1;
  const lo = cuts.slice(0, P) as number[];
  const hi = cuts.slice(1) as number[];
  const rDown = lo.map((_, p) => (p >= 1 ? Math.max(0, -(flows[p] as number)) : 0));
  const rUp = lo.map((_, p) => (p + 1 <= P - 1 ? Math.max(0, flows[p + 1] as number) : 0));
  const gaveDown = new Array<number>(P).fill(0);
  const gaveUp = new Array<number>(P).fill(0);
  const maxRounds = 4 * P;
  let rounds = 0;
  for (;;) {
    rounds++;
    let progress = false;
    for (let p = 0; p < P; p++) {
      const l = lo[p] as number;
      const h = hi[p] as number;
      const { down, up } = splitGives(g.subarray(l, h), rDown[p] as number, rUp[p] as number, h - l - minExtent);
      let sd = 0;
      for (let i = l; i < l + down; i++) sd += g[i] as number;
      let su = 0;
      for (let i = h - up; i < h; i++) su += g[i] as number;
      rDown[p] = (rDown[p] as number) - sd;
      rUp[p] = (rUp[p] as number) - su;
      lo[p] = l + down;
      hi[p] = h - up;
      gaveDown[p] = p >= 1 ? down : 0;
      gaveUp[p] = p + 1 <= P - 1 ? up : 0;
      if (down + up > 0) progress = true;
    }
    for (let p = 0; p < P; p++) {
      if (p >= 1) lo[p] = (lo[p] as number) - (gaveUp[p - 1] as number);
      if (p + 1 <= P - 1) hi[p] = (hi[p] as number) + (gaveDown[p + 1] as number);
    }
    if (!progress || rounds >= maxRounds) break;
  }
  return { lo, rounds, unmet: lo.map((_, p) => Math.max(0, rDown[p] as number) + Math.max(0, rUp[p] as number)) };
}

/** The global scaled plane loads of `axis`: each rank's planes scaled to its abstract load, summed over processor hyperplanes. */
function globalPlanes(snap: LoadSnapshot, axis: number, loads: readonly number[]): Float64Array {
  const d = snap.domain;
  const n = d.shape[axis] as number;
  const cuts = d.cuts[axis] as readonly number[];
  const P = d.procDims[axis] as number;
  const scaled = (r: number): { lo: number; w: Float64Array } => {
    const pc = (snap.procCoords[r] as readonly number[])[axis] as number;
    const lo = cuts[pc] as number;
    return { lo, w: scaledPlanes(snap.planesOf(r, axis), (cuts[pc + 1] as number) - lo, loads[r] as number) };
  };
  if (snap.size / P > 1) {
    const per = Array.from({ length: snap.size }, (_, r) => {
      const { lo, w } = scaled(r);
      const buf = new Float64Array(n);
      buf.set(w, lo);
      return buf;
    });
    return canonicalAllreduce('sum', per, snap.topology) as Float64Array;
  }
  // strips: every plane has exactly one owner
  const g = new Float64Array(n);
  for (let r = 0; r < snap.size; r++) {
    const { lo, w } = scaled(r);
    g.set(w, lo);
  }
  return g;
}

/** The decision from a snapshot; `loads` are the abstract integer loads, `axes` the adjusted axes. */
export function solveGde(
  snap: LoadSnapshot,
  params: DecisionParams,
  loads: number[],
  axes: readonly number[],
): BalanceDecision | undefined {
  const d = snap.domain;
  const size = snap.size;
  if (axes.some((a) => !snap.axes.includes(a))) return undefined;
  const topology = snap.topology;
  const sim = simulateWith(topology, loads, params);
  const procOf = snap.procCoords;
  const flows = d.procDims.map((p) => new Array<number>(p + 1).fill(0));
  for (let r = 0; r < size; r++) {
    for (const nb of topology.neighbours(r)) {
      if (nb.rank < r) continue;
      const flow = 0 - ((sim.flowTrace[r] as readonly number[])[nb.port] as number);
      for (const a of axes)
        addPathFlow(
          flows[a] as number[],
          (procOf[r] as readonly number[])[a] as number,
          (procOf[nb.rank] as readonly number[])[a] as number,
          flow,
        );
    }
  }
  for (const f of flows) for (let i = 0; i < f.length; i++) f[i] = (f[i] as number) + 0; // -0 -> 0, as the allreduce
  const cuts = d.cuts.map((c) => c.slice());
  const moves = d.procDims.map((p) => new Array<number>(p + 1).fill(0));
  const adjustRounds: number[] = [];
  const unmetFlow: number[] = [];
  for (const a of axes) {
    const P = d.procDims[a] as number;
    const axisFlows = flows[a] as number[];
    if (axisFlows.every((f) => f === 0)) {
      // No flow across any boundary of this axis: the adjuster's first round gives nothing and
      // stops (relayAll's outcome exactly), so the global plane loads need not be built.
      adjustRounds.push(1);
      unmetFlow.push(0);
      continue;
    }
    const out = relayAll(globalPlanes(snap, a, loads), d.cuts[a] as readonly number[], flows[a] as number[], d.minExtent[a] ?? 1);
    for (let b = 1; b < P; b++) {
      (moves[a] as number[])[b] = ((cuts[a] as number[])[b] as number) - (out.lo[b] as number);
      (cuts[a] as number[])[b] = out.lo[b] as number;
    }
    adjustRounds.push(out.rounds);
    let sum = 0;
    for (let r = 0; r < size; r++) sum += out.unmet[(procOf[r] as readonly number[])[a] as number] as number;
    unmetFlow.push(sum / (size / P));
  }
  return {
    cuts,
    sweeps: sim.sweeps,
    details: {
      lambda: params.lambda,
      delta: params.delta,
      colours: topology.edgeColouring().colours,
      converged: sim.converged,
      quietSweep: sim.converged ? sim.sweeps - params.delta : null,
      lastFlowSweep: sim.lastFlowSweep,
      detectionSweeps: sim.converged ? params.delta + 1 : null,
      axes,
      loads,
      finalLoads: sim.final,
      flowTrace: sim.flowTrace,
      flows,
      moves,
      adjustRounds,
      unmetFlow,
    },
  };
}
