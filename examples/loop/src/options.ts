/** Strategies and options of the loop program, with validation (program, `runLoop` and CLI share it). */
import { parseChunkRule } from '@meshwork/balancers';
import { errors } from './errors.ts';
import { checkWorkload, type LoopWorkload } from './workload.ts';

/** Every strategy; `central` runs on the host with piscina's queue, the others in ranks. */
export const STRATEGIES = ['static', 'replicate', 'self', 'steal', 'central'] as const;
export type LoopStrategy = (typeof STRATEGIES)[number];
/** The strategies the SPMD program runs (everything but the host-side `central`). */
export const PROGRAM_STRATEGIES = ['static', 'replicate', 'self', 'steal'] as const;

export interface LoopProgramOptions extends LoopWorkload {
  readonly strategy: LoopStrategy;
  /** `replicate`: replication degree m, 1 <= m <= P (default min(P, 2)). */
  readonly m?: number;
  /** `self` / `central`: chunk rule gss | tss | fac2 | fixed:K (self default gss; central default fixed, 64 chunks). */
  readonly rule?: string;
  /** `replicate` / `steal`: chunk size in iterations (replicate default ceil(tComm / mu)). */
  readonly chunk?: number;
  /** `replicate`: T_comm and mu in microseconds for s = ceil(T_comm / mu) (eq. 8). */
  readonly tComm?: number;
  readonly muTime?: number;
  /** `steal`: seed of the victim choice. */
  readonly stealSeed?: number;
  /** Count executions per iteration in shared memory; rank 0 returns them (tests). */
  readonly audit?: boolean;
}

export function checkStrategy(s: unknown): LoopStrategy {
  if (typeof s !== 'string' || !(STRATEGIES as readonly string[]).includes(s)) {
    throw errors.unknownStrategy(STRATEGIES, s);
  }
  return s as LoopStrategy;
}

const optionErr = errors.invalidOption;

/** Check program options; `size` (ranks), when known, bounds the replication degree. */
export function checkOptions(o: unknown, size?: number): LoopProgramOptions {
  if (typeof o !== 'object' || o === null) throw errors.notAnObject(o);
  const opts = o as LoopProgramOptions;
  checkWorkload(opts);
  checkStrategy(opts.strategy);
  if (opts.m !== undefined) {
    const max = size ?? Number.MAX_SAFE_INTEGER;
    if (!(Number.isInteger(opts.m) && opts.m >= 1 && opts.m <= max)) {
      throw optionErr('replication degree m', size === undefined ? 'an integer >= 1' : `an integer in [1, ${size}] (1 <= m <= P)`, opts.m);
    }
  }
  if (opts.rule !== undefined) parseChunkRule(opts.rule);
  if (opts.chunk !== undefined && !(Number.isInteger(opts.chunk) && opts.chunk >= 1))
    throw optionErr('chunk', 'an integer >= 1', opts.chunk);
  for (const k of ['tComm', 'muTime'] as const) {
    const v = opts[k];
    if (v !== undefined && !(typeof v === 'number' && Number.isFinite(v) && v > 0)) throw optionErr(k, 'a number > 0', v);
  }
  if (opts.stealSeed !== undefined && !(Number.isInteger(opts.stealSeed) && opts.stealSeed >= 0))
    throw optionErr('stealSeed', 'an integer >= 0', opts.stealSeed);
  if (opts.audit !== undefined && typeof opts.audit !== 'boolean') throw optionErr('audit', 'a boolean', opts.audit);
  return opts;
}

/** The replication degree used on `size` ranks. */
export function degreeOf(o: LoopProgramOptions, size: number): number {
  return o.m ?? Math.min(size, 2);
}

/** The central strategy's chunk rule: `rule`, else 64 fixed chunks. */
export function centralRule(o: LoopProgramOptions): string {
  return o.rule ?? `fixed:${Math.max(1, Math.ceil((o.rows * o.cols) / 64))}`;
}
