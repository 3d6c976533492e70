/**
 * Validated parameters of the decision maker, shared by the distributed balancer and the
 * sequential simulator so that both run the exact same procedure.
 */
import type { Topology } from '@meshwork/runtime';
import { invalidOption, type OptionReader } from '@meshwork/runtime/plugin';
import { deltaFor } from './delta.ts';
import { lambdaOpt } from './lambda.ts';

export const DEFAULT_MAX_SWEEPS = 200;

export interface DecisionParams {
  /** Exchange parameter in (0, 1]. */
  readonly lambda: number;
  /** Termination threshold (sweeps for information to reach every rank). */
  readonly delta: number;
  /** Hard cap on sweeps (every rank stops at it, so the cap is collective too). */
  readonly maxSweeps: number;
  /** Pairs whose abstract loads differ by at most this exchange nothing (0: the paper's rule). */
  readonly tolerance: number;
}

/** The options both the balancer and the simulator accept for the decision maker. */
export interface DecisionOptions {
  /** 'opt' (default): lambdaOpt(topology); or a number in (0, 1]. 1/2 is dimension exchange. */
  readonly lambda?: 'opt' | number;
  /** Default 200. */
  readonly maxSweeps?: number;
  /** Integer >= 0, default 0. */
  readonly tolerance?: number;
  /** Integer >= 1 overriding deltaFor(topology) (the paper's Delta); default: computed. */
  readonly delta?: number;
}

/** Read `lambda` from an OptionReader: 'opt' or a number in (0, 1]. */
export function readLambda(reader: OptionReader, owner: string): 'opt' | number {
  const v = reader.raw('lambda');
  if (v === undefined || v === 'opt') return 'opt';
  if (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 1) return v;
  throw invalidOption(owner, 'lambda', '"opt" or a number > 0 and <= 1', v);
}

export interface ReadDecision {
  readonly lambda: 'opt' | number;
  readonly maxSweeps: number;
  readonly tolerance: number;
  readonly delta: number | undefined;
}

/** Read the decision-maker options from `reader` (the caller calls `done()`). */
export function readDecisionOptions(reader: OptionReader, owner: string): ReadDecision {
  const lambda = readLambda(reader, owner);
  const maxSweeps = reader.number('maxSweeps', { default: DEFAULT_MAX_SWEEPS, min: 1, integer: true });
  const tolerance = reader.number('tolerance', { default: 0, min: 0, integer: true });
  const delta = reader.optionalNumber('delta', { min: 1, integer: true });
  return { lambda, maxSweeps, tolerance, delta };
}

/** Resolve read options against a topology. */
export function resolveParams(topology: Topology, o: ReadDecision): DecisionParams {
  return {
    lambda: o.lambda === 'opt' ? lambdaOpt(topology) : o.lambda,
    delta: o.delta ?? deltaFor(topology),
    maxSweeps: o.maxSweeps,
    tolerance: o.tolerance,
  };
}
