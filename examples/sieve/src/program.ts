/**
 * SPMD prime sieve (Appendix B of functional-load-balancing-sieve.txt): every rank finds the odd
 * primes up to sqrt(N), gets its part of [2, N], tests it by trial division, and the counts meet
 * in one allreduce.
 *
 * The numbers [2, N] are a range domain of N - 1 indices (index i is the number 2 + i).
 * - `static`: the block split (`ctx.range`), the paper's "linear distribution".
 * - `cyclic`: the odd candidates dealt out in turn (no range domain, no balancer).
 * - `functional`: the block split remapped once by the functional balancer with the analytic model
 *   of equation (4) (`exponent`, default 1.43) before any work: each rank solves its own bounds.
 * - `calibrated` / `observed`: a short calibration phase on the block split (see calibrate.ts),
 *   then `ctx.balance(createFunctional(...), range, { total })` with the fitted sieve exponent or
 *   the balancer's `observed` model, and the sieve phase on the new split.
 * - `self` / `steal`: no split at all: the ranks take chunks of [2, N] from a shared counter
 *   (`self`, chunk rule gss / tss / fac2 / fixed:K) or from work-stealing deques (`steal`), both
 *   from @meshwork/balancers' loop schedulers. `central` (piscina's queue) runs on the host.
 * With `slow`, the listed ranks repeat every trial division `factor` times (an emulated slower
 * node) and the functional strategies pass the speeds 1/factor to the balancer (section 4).
 *
 * Work units (`ctx.work`) are executed trial divisions, repeats included: with slow ranks they
 * measure time at each rank's speed, so LE from work units stays deterministic and meaningful.
 *
 * Checkpoints: the split strategies sieve their part in `pieces` steps with `ctx.checkpoint` after
 * each; a resumed run gets the split and the counts back and sieves the remaining pieces.
 */
import { createFunctional, type LoopScheduler, loopSchedulers } from '@meshwork/balancers';
import { type BalanceReport, defineProgram } from '@meshwork/runtime';
import { fitSieveExponent, observedFit, sampleWindows } from './calibrate.ts';
import { errors } from './errors.ts';
import { checkOptions, PAPER_EXPONENT, type SieveProgramOptions, type SieveStrategy, slowdownOf, speedsOf } from './options.ts';
import { lowPrimes, type SieveCount, sieveRange, sieveStrided } from './sequential.ts';

export type { SieveProgramOptions, SieveStrategy, SlowRanks } from './options.ts';
export { PAPER_EXPONENT } from './options.ts';

export interface CalibrationReport {
  /** Numbers tested and trial divisions spent by this rank. */
  readonly tested: number;
  readonly units: number;
  readonly executed: number;
  /** This rank's estimate of its block part's trial divisions. */
  readonly estimate: number;
  readonly exact: boolean;
  /** `calibrated`: the fitted exponent (or the paper's when the fit had too few samples). */
  readonly exponent?: number | undefined;
  readonly rmsLog?: number | undefined;
  readonly samples?: number | undefined;
  /** `observed`: the fit the balancer used. */
  readonly fit?: string | undefined;
}

export interface SieveRankResult {
  readonly rank: number;
  readonly strategy: SieveStrategy;
  readonly slowdown: number;
  /** Primes found by this rank, and in all (allreduce). */
  readonly count: number;
  readonly total: number;
  /** Trial divisions of the sieve phase: logical, and executed (with repeats). */
  readonly units: number;
  readonly executed: number;
  /** This rank's numbers [lo, hi) (undefined for `cyclic`). */
  readonly part: readonly [number, number] | undefined;
  /** Every part's first number, and N + 1 (undefined for `cyclic`): the split the sieve ran on. */
  readonly cuts: readonly number[] | undefined;
  readonly calibration: CalibrationReport | undefined;
  /** The functional balance, if one ran. */
  readonly report: BalanceReport | undefined;
  /** This rank's primes (with `list`). */
  readonly primes: Float64Array | undefined;
  /** Wall ms from the first barrier to the last, on this rank (everything: sqrt primes to count). */
  readonly computeMs: number;
  /** `self` / `steal`: chunks run here and the scheduler's counters. */
  readonly chunks?: number | undefined;
  readonly details?: Readonly<Record<string, number>> | undefined;
}

/** What a checkpoint of the split strategies keeps besides the range: the pieces' counts so far. */
interface SieveSaved {
  readonly acc: SieveCount;
  readonly report: BalanceReport | undefined;
  readonly calibration: CalibrationReport | undefined;
  readonly primes: number[];
}

function dynamicScheduler(o: SieveProgramOptions): LoopScheduler {
  if (o.strategy === 'self') return loopSchedulers.create('self', { rule: o.rule ?? 'gss' });
  if (o.strategy === 'steal') return loopSchedulers.create('steal', o.chunk === undefined ? {} : { chunk: o.chunk });
  throw errors.hostStrategyInCluster(o.strategy);
}

export default defineProgram(async (ctx, raw: SieveProgramOptions): Promise<SieveRankResult> => {
  const o = checkOptions(raw, ctx.size);
  const N = o.n;
  const slowdown = slowdownOf(o.slow, ctx.rank);
  const speeds = speedsOf(o.slow, ctx.size);
  const withSpeeds = speeds === undefined ? {} : { speeds };
  const list = o.list === true ? ([] as number[]) : undefined;

  ctx.comm.barrier();
  const t0 = performance.now();
  const primes = lowPrimes(N);
  let result: SieveCount;
  let part: [number, number] | undefined;
  let cuts: number[] | undefined;
  let calibration: CalibrationReport | undefined;
  let report: BalanceReport | undefined;
  let chunks: number | undefined;
  let details: Readonly<Record<string, number>> | undefined;
  const dynamic = o.strategy === 'self' || o.strategy === 'steal' || o.strategy === 'central';
  const scheduler = dynamic ? dynamicScheduler(o) : undefined;

  if (scheduler !== undefined) {
    const acc: SieveCount = { count: 0, units: 0, executed: 0 };
    const stats = await ctx.phase('sieve', () =>
      scheduler.run(ctx, N - 1, (lo, hi) => {
        const r = sieveRange(2 + lo, 2 + hi, primes, { repeat: slowdown, list });
        acc.count += r.count;
        acc.units += r.units;
        acc.executed += r.executed;
        ctx.work(r.executed);
      }),
    );
    result = acc;
    chunks = stats.chunks;
    details = stats.details;
  } else if (o.strategy === 'cyclic') {
    result = ctx.phase('sieve', () => {
      const r = sieveStrided(N, ctx.rank, ctx.size, primes, { repeat: slowdown, list });
      ctx.work(r.executed);
      return r;
    });
  } else {
    const range = ctx.range({ n: N - 1 });
    // Resumed from a checkpoint: the split (the range's cuts), the balance and calibration reports
    // and the counts of the pieces done come back; the balance is not run again.
    const saved = ctx.restore<SieveSaved>();
    if (saved !== undefined) {
      report = saved.state.report;
      calibration = saved.state.calibration;
    } else if (o.strategy === 'functional') {
      const balancer = createFunctional({ model: 'sieve', exponent: o.exponent ?? PAPER_EXPONENT, offset: 2, ...withSpeeds });
      report = ctx.balance(balancer, range, { total: 0 });
    } else if (o.strategy === 'calibrated' || o.strategy === 'observed') {
      const sample = ctx.phase('calibrate', () => {
        const s = sampleWindows(2 + range.lo, 2 + range.hi, primes, o.calibrate, slowdown);
        ctx.work(s.executed);
        return s;
      });
      const base = {
        tested: sample.tested,
        units: sample.units,
        executed: sample.executed,
        estimate: sample.estimate,
        exact: sample.exact,
      };
      if (o.strategy === 'calibrated') {
        const mine = Float64Array.from(sample.points.flat());
        const all = ctx.comm.allgather(mine);
        const points: [number, number][] = [];
        for (const v of all) for (let i = 0; i + 1 < v.length; i += 2) points.push([v[i] as number, v[i + 1] as number]);
        const fit = fitSieveExponent(points);
        const exponent = fit?.exponent ?? PAPER_EXPONENT;
        calibration = { ...base, exponent, rmsLog: fit?.rmsLog, samples: fit?.used ?? 0 };
        report = ctx.balance(createFunctional({ model: 'sieve', exponent, offset: 2, ...withSpeeds }), range, { total: sample.estimate });
      } else {
        const totals = ctx.comm.allgather(sample.estimate);
        const fit = observedFit(totals, range.cuts);
        calibration = { ...base, fit };
        report = ctx.balance(createFunctional({ model: 'observed', fit, offset: 2, ...withSpeeds }), range, { total: sample.estimate });
      }
    }
    part = [2 + range.lo, 2 + range.hi];
    cuts = range.cuts.map((c) => 2 + c);
    const [lo, hi] = part;
    const pieces = o.pieces ?? 1;
    const acc: SieveCount = saved === undefined ? { count: 0, units: 0, executed: 0 } : { ...saved.state.acc };
    if (saved !== undefined && list !== undefined) list.push(...saved.state.primes);
    for (let k = saved?.step ?? 0; k < pieces; k++) {
      const a = lo + Math.floor(((hi - lo) * k) / pieces);
      const b = lo + Math.floor(((hi - lo) * (k + 1)) / pieces);
      const r = ctx.phase('sieve', () => {
        const r = sieveRange(a, b, primes, { repeat: slowdown, list });
        ctx.work(r.executed);
        return r;
      });
      acc.count += r.count;
      acc.units += r.units;
      acc.executed += r.executed;
      ctx.checkpoint(k + 1, { acc, report, calibration, primes: list ?? [] } satisfies SieveSaved);
    }
    result = acc;
  }
  const total = ctx.comm.allreduce(result.count, 'sum');
  ctx.comm.barrier();
  const computeMs = performance.now() - t0;
  return {
    rank: ctx.rank,
    strategy: o.strategy,
    slowdown,
    count: result.count,
    total,
    units: result.units,
    executed: result.executed,
    part,
    cuts,
    calibration,
    report,
    primes: list === undefined ? undefined : Float64Array.from(list),
    computeMs,
    chunks,
    details,
  };
});
