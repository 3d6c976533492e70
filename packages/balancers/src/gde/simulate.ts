/**
 * Sequential simulator of the distributed decision maker: every rank's DecisionMaker loop
 * (paper, section 3.2) run in lock step on one thread, with the same rounding, State/Delta
 * termination and sweep cap as the balancer. The distributed balancer must reproduce it exactly
 * (same sweeps, same final loads, same FlowTrace); the thread tests check that.
 */
import type { Topology } from '@meshwork/runtime';
import { invalidArgument, OptionReader } from '@meshwork/runtime/plugin';
import { errors } from '../errors.ts';
import { exchangeAmount } from './exchange.ts';
import { type DecisionOptions, type DecisionParams, readDecisionOptions, resolveParams } from './params.ts';
import { colourSchedule, portMapsOf } from './schedule.ts';

export interface EdgeFlow {
  /** The edge, a < b. */
  readonly a: number;
  readonly b: number;
  /** Net load moved from a to b over the whole decision (negative: from b to a). */
  readonly flow: number;
}

export interface GdeSimulation {
  readonly lambda: number;
  readonly delta: number;
  readonly colours: number;
  /** Sweeps run, detection included (the paper's NS). */
  readonly sweeps: number;
  /** True when State/Delta detection ended the run; false when maxSweeps did. */
  readonly converged: boolean;
  /** First sweep (1-based) in which no rank moved load; undefined if none within the cap. */
  readonly quietSweep: number | undefined;
  /** Last sweep in which some load moved (0 if none did). */
  readonly lastFlowSweep: number;
  /** loads[s]: every rank's abstract load after sweep s (loads[0]: the input). */
  readonly loads: readonly (readonly number[])[];
  /** flowTrace[r][port]: net load rank r took over that link (negative: gave), ports as topology.neighbours(r). */
  readonly flowTrace: readonly (readonly number[])[];
  /** Net flow per edge (topology.edges() order). */
  readonly edgeFlows: readonly EdgeFlow[];
  /** Final loads (= loads[sweeps]). */
  readonly final: readonly number[];
  /** State counters after the last sweep (all delta + 1 when converged). */
  readonly states: readonly number[];
}

function checkLoads(topology: Topology, loads: unknown): number[] {
  if (!Array.isArray(loads) || loads.length !== topology.size) {
    throw invalidArgument('simulateGde loads', `an array of ${topology.size} integers (one per rank of ${topology.name})`, loads);
  }
  for (const [i, x] of loads.entries()) {
    if (typeof x !== 'number' || !Number.isSafeInteger(x)) {
      throw invalidArgument(`simulateGde loads[${i}]`, 'a safe integer', x);
    }
  }
  return loads.slice() as number[];
}

/** Read simulator options with the balancer's validation (MW_INVALID_OPTION on bad ones). */
export function simulationParams(topology: Topology, options: DecisionOptions | undefined): DecisionParams {
  const reader = new OptionReader('gde', options);
  const read = readDecisionOptions(reader, 'gde');
  reader.done();
  return resolveParams(topology, read);
}

/** Run GDE's decision maker on integer `loads` (one per rank of `topology`). */
export function simulateGde(topology: Topology, loads: readonly number[], options?: DecisionOptions): GdeSimulation {
  const params = simulationParams(topology, options);
  return simulateWith(topology, checkLoads(topology, loads), params);
}

export function simulateWith(topology: Topology, input: number[], params: DecisionParams): GdeSimulation {
  const n = topology.size;
  const { lambda, delta, maxSweeps, tolerance } = params;
  const { colours, partners } = colourSchedule(topology);
  const ports = portMapsOf(topology);
  const load = input.slice();
  const state = new Array<number>(n).fill(0);
  const flowTrace = Array.from({ length: n }, (_, r) => new Array<number>(topology.neighbours(r).length).fill(0));
  const history: number[][] = [load.slice()];
  const done = new Array<boolean>(n).fill(false);
  let sweeps = 0;
  let quietSweep: number | undefined;
  let lastFlowSweep = 0;
  const nextState = new Array<number>(n).fill(0);
  const nextLoad = new Array<number>(n).fill(0);
  // Each rank runs `while (State <= Delta)` on its own; the loop below steps them together and
  // checks that they all leave in the same sweep (as they must; see delta.ts).
  while (done.some((d) => !d)) {
    if (done.some((d) => d)) {
      throw errors.gdeSweeps(sweeps);
    }
    sweeps++;
    const moved = new Array<boolean>(n).fill(false);
    for (let c = 0; c < colours; c++) {
      for (let r = 0; r < n; r++) {
        nextState[r] = state[r] as number;
        nextLoad[r] = load[r] as number;
      }
      for (let r = 0; r < n; r++) {
        const p = (partners[r] as Int32Array)[c] as number;
        if (p < 0) continue;
        // (InputState, InputLoad) = Exchange(c, State, Load): both sides use pre-exchange values.
        const temp = exchangeAmount(load[r] as number, load[p] as number, lambda, tolerance);
        if (temp !== 0) {
          moved[r] = true;
          const port = ports[r]?.get(p) as number;
          (flowTrace[r] as number[])[port] = ((flowTrace[r] as number[])[port] as number) + temp;
        }
        nextLoad[r] = (load[r] as number) + temp;
        nextState[r] = Math.min(state[r] as number, state[p] as number);
      }
      for (let r = 0; r < n; r++) {
        state[r] = nextState[r] as number;
        load[r] = nextLoad[r] as number;
      }
    }
    let any = false;
    for (let r = 0; r < n; r++) {
      // LocalTerminated: FlowTrace did not change in this sweep.
      state[r] = moved[r] ? 0 : (state[r] as number) + 1;
      any ||= moved[r] as boolean;
    }
    if (any) lastFlowSweep = sweeps;
    else if (quietSweep === undefined) quietSweep = sweeps;
    history.push(load.slice());
    for (let r = 0; r < n; r++) done[r] = (state[r] as number) > delta || sweeps >= maxSweeps;
  }
  const converged = state.every((s) => s > delta);
  const edgeFlows = topology
    .edges()
    .map(([a, b]) => ({ a, b, flow: 0 - ((flowTrace[a] as number[])[ports[a]?.get(b) as number] as number) }));
  return {
    lambda,
    delta,
    colours,
    sweeps,
    converged,
    quietSweep,
    lastFlowSweep,
    loads: history,
    flowTrace,
    edgeFlows,
    final: load,
    states: state,
  };
}
