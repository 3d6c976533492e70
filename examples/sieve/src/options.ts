/** Options of the sieve program and their validation (shared by the program, `runSieve` and the CLI). */
import { parseChunkRule } from '@meshwork/balancers';
import { ErrorCodes, type MeshworkError } from '@meshwork/runtime';
import { errors } from './errors.ts';
import { checkN } from './sequential.ts';

/** The paper's exponent of equation (4) (curve fit on the Cray T3D). */
export const PAPER_EXPONENT = 1.43;

export interface CalibrationOptions {
  /** Windows per rank (default 8). */
  readonly windows?: number;
  /** Fraction of the part tested (default 0.01). */
  readonly fraction?: number;
  /** Smallest sample per part, in numbers (default 2048; a smaller part is tested whole). */
  readonly minSample?: number;
}

export const CALIBRATION_DEFAULTS = { windows: 8, fraction: 0.01, minSample: 2048 } as const;

export const STRATEGIES = ['static', 'cyclic', 'functional', 'calibrated', 'observed', 'self', 'steal', 'central'] as const;
export type SieveStrategy = (typeof STRATEGIES)[number];
/** The strategies the SPMD program runs: all but `central`, which runs on the host with piscina's queue. */
export const PROGRAM_STRATEGIES = ['static', 'cyclic', 'functional', 'calibrated', 'observed', 'self', 'steal'] as const;

/** Emulated heterogeneity: these ranks repeat every trial division `factor` times. */
export interface SlowRanks {
  readonly ranks: readonly number[];
  /** Integer slowdown >= 1 (a rank at speed 1/factor). */
  readonly factor: number;
}

export interface SieveProgramOptions {
  /** Find the primes in [2, n]. */
  readonly n: number;
  readonly strategy: SieveStrategy;
  /** Return every rank's primes (tests; memory grows with pi(n)). */
  readonly list?: boolean;
  readonly slow?: SlowRanks | undefined;
  /** Exponent of equation (4) for `functional` (default 1.43, the paper's T3D fit). */
  readonly exponent?: number;
  /** Calibration of `calibrated` and `observed`. */
  readonly calibrate?: CalibrationOptions;
  /** `self` / `central`: chunk rule gss | tss | fac2 | fixed:K (self default gss; central 64 fixed chunks). */
  readonly rule?: string;
  /** `steal`: numbers per chunk record (default: the scheduler's). */
  readonly chunk?: number;
  /**
   * Strategies with a split (static, functional, calibrated, observed): sieve each rank's part in
   * this many pieces (default 1), each a step after which `ctx.checkpoint` may save (the run's
   * `checkpointEvery`). The counts and primes do not depend on it.
   */
  readonly pieces?: number;
}

/** The chunk rule of `central`: `rule`, else 64 fixed chunks of [2, N]. */
export function centralRule(o: Pick<SieveProgramOptions, 'n' | 'rule'>): string {
  return o.rule ?? `fixed:${Math.max(1, Math.ceil((o.n - 1) / 64))}`;
}

function invalid(
  what: string,
  expected: string,
  got: unknown,
  code: typeof ErrorCodes.INVALID_ARGUMENT | typeof ErrorCodes.INVALID_OPTION = ErrorCodes.INVALID_ARGUMENT,
): MeshworkError {
  return code === ErrorCodes.INVALID_OPTION ? errors.invalidOption(what, expected, got) : errors.invalidArgument(what, expected, got);
}

export function checkStrategy(s: unknown): SieveStrategy {
  if (typeof s !== 'string' || !(STRATEGIES as readonly string[]).includes(s)) {
    throw invalid('strategy', `one of ${STRATEGIES.join(', ')}`, s, ErrorCodes.INVALID_OPTION);
  }
  return s as SieveStrategy;
}

/** Validate program options; `size` (ranks), when known, bounds the slow ranks. */
export function checkOptions(o: unknown, size?: number): SieveProgramOptions {
  if (typeof o !== 'object' || o === null) throw invalid('sieve options', 'an object { n, strategy, ... }', o);
  const opts = o as SieveProgramOptions;
  checkN(opts.n);
  checkStrategy(opts.strategy);
  if (opts.list !== undefined && typeof opts.list !== 'boolean') throw invalid('list', 'a boolean', opts.list);
  if (opts.exponent !== undefined && !(typeof opts.exponent === 'number' && Number.isFinite(opts.exponent) && opts.exponent > 0)) {
    throw invalid('exponent', 'a finite number > 0', opts.exponent, ErrorCodes.INVALID_OPTION);
  }
  const s = opts.slow;
  if (s !== undefined) {
    if (typeof s !== 'object' || s === null) throw invalid('slow', 'an object { ranks, factor }', s);
    if (!(Number.isInteger(s.factor) && s.factor >= 1 && s.factor <= 1000))
      throw invalid('slow.factor', 'an integer in [1, 1000]', s.factor);
    const max = size === undefined ? Number.MAX_SAFE_INTEGER : size - 1;
    if (!Array.isArray(s.ranks) || s.ranks.some((r) => !(Number.isInteger(r) && r >= 0 && r <= max))) {
      throw invalid('slow.ranks', size === undefined ? 'an array of rank numbers' : `an array of ranks in [0, ${max}]`, s.ranks);
    }
  }
  if (opts.rule !== undefined) parseChunkRule(opts.rule);
  if (opts.chunk !== undefined && !(Number.isInteger(opts.chunk) && opts.chunk >= 1)) {
    throw invalid('chunk', 'an integer >= 1', opts.chunk, ErrorCodes.INVALID_OPTION);
  }
  if (opts.n - 1 > 0x7fffffff && (opts.strategy === 'self' || opts.strategy === 'steal' || opts.strategy === 'central')) {
    throw invalid('n', `at most 2^31 for the ${opts.strategy} strategy (chunk bounds are Int32 words)`, opts.n);
  }
  if (opts.pieces !== undefined && !(Number.isInteger(opts.pieces) && opts.pieces >= 1 && opts.pieces <= 1_000_000)) {
    throw invalid('pieces', 'an integer in [1, 1000000]', opts.pieces);
  }
  const c = opts.calibrate;
  if (c !== undefined) {
    if (typeof c !== 'object' || c === null)
      throw invalid('calibrate', 'an object { windows, fraction, minSample }', c, ErrorCodes.INVALID_OPTION);
    if (c.windows !== undefined && !(Number.isInteger(c.windows) && c.windows >= 1))
      throw invalid('calibrate.windows', 'an integer >= 1', c.windows, ErrorCodes.INVALID_OPTION);
    if (c.fraction !== undefined && !(typeof c.fraction === 'number' && c.fraction > 0 && c.fraction <= 1)) {
      throw invalid('calibrate.fraction', 'a number in (0, 1]', c.fraction, ErrorCodes.INVALID_OPTION);
    }
    if (c.minSample !== undefined && !(Number.isInteger(c.minSample) && c.minSample >= 1)) {
      throw invalid('calibrate.minSample', 'an integer >= 1', c.minSample, ErrorCodes.INVALID_OPTION);
    }
  }
  return opts;
}

/** Slowdown of `rank` (1 unless listed in `slow`). */
export function slowdownOf(slow: SlowRanks | undefined, rank: number): number {
  return slow?.ranks.includes(rank) === true ? slow.factor : 1;
}

/** Relative speed of every rank for the functional balancer, or undefined when all are equal. */
export function speedsOf(slow: SlowRanks | undefined, size: number): number[] | undefined {
  if (slow === undefined || slow.factor === 1 || slow.ranks.length === 0) return undefined;
  return Array.from({ length: size }, (_, r) => 1 / slowdownOf(slow, r));
}
