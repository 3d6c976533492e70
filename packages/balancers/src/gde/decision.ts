/**
 * The distributed decision maker (paper, section 3.2, algorithm DecisionMaker): each rank holds
 * only its own abstract integer load and, on every colour of a sweep, exchanges (State, Load)
 * with its partner on that colour over `ctx.links`; it moves trunc(lambda * (other - mine)),
 * adds the move to FlowTrace of that link, takes State = min(State, InputState); after the sweep
 * State = LocalTerminated ? State + 1 : 0; it stops when State > Delta. No global knowledge:
 * the only inputs are the topology (schedule, lambda, Delta) and the neighbours' messages.
 *
 * All ranks leave after the same sweep (proof in delta.ts), and a sweep cap is the same number
 * everywhere, so no rank ever waits for a partner that has already left.
 */
import type { Links, Topology } from '@meshwork/runtime';
import { exchangeAmount } from './exchange.ts';
import type { DecisionParams } from './params.ts';
import { partnersOf } from './schedule.ts';

export interface LocalDecision {
  /** Sweeps run (identical on every rank). */
  readonly sweeps: number;
  /** True when State/Delta detection ended it (false: maxSweeps). */
  readonly converged: boolean;
  /** The abstract load this rank ends with. */
  readonly final: number;
  /** flowTrace[port]: net abstract load taken over that link (< 0: given), ports as topology.neighbours(rank). */
  readonly flowTrace: readonly number[];
  /** Last sweep in which this rank moved load (0: never). */
  readonly lastFlowSweep: number;
}

/** Run the decision maker on this rank (collective over the links: every rank must call it). */
export function runDecision(links: Links, topology: Topology, rank: number, workLoad: number, params: DecisionParams): LocalDecision {
  const { lambda, delta, maxSweeps, tolerance } = params;
  const partners = partnersOf(topology, rank);
  const portOf = new Map<number, number>();
  for (const nb of topology.neighbours(rank)) portOf.set(nb.rank, nb.port);
  const flowTrace = new Array<number>(portOf.size).fill(0);
  const out = new Float64Array(2);
  const inp = new Float64Array(2);
  let state = 0;
  let load = workLoad;
  let sweeps = 0;
  let lastFlowSweep = 0;
  while (state <= delta && sweeps < maxSweeps) {
    sweeps++;
    let moved = false;
    for (let c = 0; c < partners.length; c++) {
      const p = partners[c] as number;
      if (p < 0) continue;
      out[0] = state;
      out[1] = load;
      links.send(p, out);
      links.recvInto(p, inp);
      const inputState = inp[0] as number;
      const inputLoad = inp[1] as number;
      const temp = exchangeAmount(load, inputLoad, lambda, tolerance);
      if (temp !== 0) {
        moved = true;
        const port = portOf.get(p) as number;
        flowTrace[port] = (flowTrace[port] as number) + temp;
        load += temp;
      }
      state = Math.min(state, inputState);
    }
    if (moved) lastFlowSweep = sweeps;
    state = moved ? 0 : state + 1;
  }
  return { sweeps, converged: state > delta, final: load, flowTrace, lastFlowSweep };
}
