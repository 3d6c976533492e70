/**
 * `gde`: decentralized remapping with the generalized dimension exchange method (Xu & Lau,
 * TR-94-01). Decision maker on abstract integer loads over the links (decision.ts), then the
 * workload adjuster moving hyperplanes across processor boundaries (adjuster.ts).
 *
 * Abstract load: WorkLoad = round(ctx.load.total * scale) (option `scale`): the paper's external
 * integer load. Without `scale`: 1 when every rank's total is an integer (work units: exact),
 * else the power of ten that makes the largest total at least AUTO_UNITS (measured times in ms:
 * a grain of a 10 000th of the heaviest rank's load), computed alike on every rank from every
 * rank's total (the snapshot; `decide` gathers the totals once for it).
 *
 * Options (validated, MW_INVALID_OPTION):
 *   lambda     'opt' (default: lambdaOpt(topology)) or a number in (0, 1]; 1/2 = dimension exchange
 *   maxSweeps  integer >= 1, default 200: cap on decision sweeps (same on every rank)
 *   tolerance  integer >= 0, default 0: pairs differing by at most this exchange nothing
 *   delta      integer >= 1: override the termination threshold Delta (default deltaFor(topology))
 *   scale      number > 0: abstract load = round(total * scale) (default: see above)
 *   axis       integer >= 0: adjust only this axis (default: every axis with more than one part)
 *   decision   'fast' (default): every rank computes the whole decision from the runtime's load
 *              snapshot (solve.ts), no message; 'faithful': the decision maker's real sweeps over
 *              the links and the adjuster's rounds, as in the paper. Same cuts either way.
 *
 * Report: sweeps = decision sweeps including the Delta + 1 detection sweeps; details carry
 * lambda, Delta, colours, whether detection (not the cap) ended it, the abstract loads before
 * and after the decision, every rank's FlowTrace (per port, > 0 = taken), the boundary flows
 * (flows[a][b] > 0: upward across boundary b of axis a), the plane moves, the adjuster's rounds
 * per axis and the flow it could not meet.
 */
import type { Topology } from '@meshwork/runtime';
import {
  type BalanceContext,
  type BalanceDecision,
  type DomainView,
  type Factory,
  invalidOption,
  type LoadSnapshot,
  OptionReader,
  type RemapBalancer,
} from '@meshwork/runtime/plugin';
import { runDecision } from './decision.ts';
import { gatherBoundaryFlows, procTable } from './flows.ts';
import { type DecisionOptions, type DecisionParams, readDecisionOptions, resolveParams } from './params.ts';
import { agreeCuts, relayAxis } from './relay.ts';
import { solveGde } from './solve.ts';

export interface GdeOptions extends DecisionOptions {
  /** Abstract load = round(load.total * scale); default 1 for integer totals, else a power of ten (module comment). */
  readonly scale?: number;
  /** Adjust only this axis of the domain; default: every decomposed axis. */
  readonly axis?: number;
  /** 'fast' (default): decided from the load snapshot; 'faithful': real sweeps over the links. */
  readonly decision?: 'fast' | 'faithful';
}

interface Gathered {
  readonly load: number;
  readonly final: number;
  readonly lastFlowSweep: number;
  readonly flowTrace: readonly number[];
  readonly bounds: readonly (readonly [number, number])[];
  readonly unmet: readonly number[];
}

/** Without a `scale`, the largest abstract load is at least this many units (non-integer totals). */
export const AUTO_UNITS = 10_000;

/** The scale of totals without a given one: 1 for integers, else 10^k with max * 10^k >= AUTO_UNITS. */
export function autoScale(totals: ArrayLike<number>): number {
  let max = 0;
  let integers = true;
  for (let i = 0; i < totals.length; i++) {
    const t = totals[i] as number;
    if (t > max) max = t;
    if (!Number.isInteger(t)) integers = false;
  }
  if (integers || max <= 0) return 1;
  let scale = 1;
  while (max * scale < AUTO_UNITS) scale *= 10;
  return scale;
}

export function createGde(options?: GdeOptions | Record<string, unknown>): RemapBalancer {
  const reader = new OptionReader('gde', options);
  const read = readDecisionOptions(reader, 'gde');
  const given = reader.optionalNumber('scale', { min: 0, exclusiveMin: true });
  const axis = reader.optionalNumber('axis', { min: 0, integer: true });
  const mode = reader.oneOf<'fast' | 'faithful'>('decision', ['fast', 'faithful'], 'fast');
  const used = reader.done();
  const cache = new Map<string, DecisionParams>();
  const paramsFor = (t: Topology): DecisionParams => {
    let p = cache.get(t.name);
    if (p === undefined) {
      p = resolveParams(t, read);
      cache.set(t.name, p);
    }
    return p;
  };
  const axesOf = (domain: DomainView): number[] => {
    const k = domain.shape.length;
    if (axis !== undefined && axis >= k) {
      throw invalidOption('gde', 'axis', `an axis of the ${k}-D domain (0 to ${k - 1})`, axis);
    }
    return axis !== undefined ? [axis] : domain.procDims.flatMap((p, a) => (p > 1 ? [a] : []));
  };
  const abstractLoad = (total: number, scale: number): number => {
    const workLoad = Math.round(total * scale);
    if (!Number.isSafeInteger(workLoad)) {
      throw invalidOption('gde', 'scale', 'a factor that keeps round(load.total * scale) a safe integer', workLoad);
    }
    return workLoad;
  };
  const balancer: RemapBalancer = {
    name: 'gde',
    options: used,
    decide(ctx: BalanceContext): BalanceDecision {
      const { domain } = ctx;
      const axes = axesOf(domain);
      const params = paramsFor(ctx.topology);
      // without a given scale, every rank's total decides it (one gather), as in `solve`
      const scale = given ?? autoScale(ctx.comm.allgather(ctx.load.total) as number[]);
      const workLoad = abstractLoad(ctx.load.total, scale);
      const decision = runDecision(ctx.links, ctx.topology, ctx.rank, workLoad, params);
      const procOf = procTable(domain, ctx.size);
      const flows = gatherBoundaryFlows(ctx, procOf, decision.flowTrace, axes);
      const relays = axes.map((a) => relayAxis(ctx, a, flows[a] as number[], workLoad));
      const mine: Gathered = {
        load: workLoad,
        final: decision.final,
        lastFlowSweep: decision.lastFlowSweep,
        flowTrace: decision.flowTrace,
        bounds: relays.map((r) => [r.lo, r.hi] as [number, number]),
        unmet: relays.map((r) => r.unmetDown + r.unmetUp),
      };
      const all = ctx.comm.allgather(mine);
      const { cuts, moves } = agreeCuts(
        domain,
        axes,
        all.map((g) => g.bounds),
      );
      const lastFlowSweep = Math.max(0, ...all.map((g) => g.lastFlowSweep));
      // Per adjusted axis; every rank of a processor hyperplane reports the same, so divide by their number.
      const unmetFlow = axes.map(
        (a, i) => all.reduce((s, g) => s + (g.unmet[i] as number), 0) / (ctx.size / (domain.procDims[a] as number)),
      );
      return {
        cuts,
        sweeps: decision.sweeps,
        details: {
          lambda: params.lambda,
          delta: params.delta,
          colours: ctx.topology.edgeColouring().colours,
          converged: decision.converged,
          quietSweep: decision.converged ? decision.sweeps - params.delta : null,
          lastFlowSweep,
          detectionSweeps: decision.converged ? params.delta + 1 : null,
          scale,
          axes,
          loads: all.map((g) => g.load),
          finalLoads: all.map((g) => g.final),
          flowTrace: all.map((g) => g.flowTrace),
          flows,
          moves,
          adjustRounds: relays.map((r) => r.rounds),
          unmetFlow,
        },
      };
    },
  };
  if (mode === 'faithful') return balancer;
  return {
    ...balancer,
    solve(snap: LoadSnapshot): BalanceDecision | undefined {
      const axes = axesOf(snap.domain);
      const scale = given ?? autoScale(snap.totals);
      const loads = Array.from(snap.totals, (t) => abstractLoad(t, scale));
      const out = solveGde(snap, paramsFor(snap.topology), loads, axes);
      return out === undefined ? undefined : { ...out, details: { ...out.details, scale } };
    },
  };
}

export const gdeFactory: Factory<RemapBalancer> = {
  name: 'gde',
  summary: 'generalized dimension exchange: decentralized remapping over the links (Xu & Lau)',
  create: createGde,
};
