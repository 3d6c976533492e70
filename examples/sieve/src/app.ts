/** The sieve app: its options, its run side by side with the sequential reference, its figures. */
import {
  clusterSide,
  defineApp,
  int,
  mapSide,
  moduleUrl,
  num,
  type ParallelSide,
  poolSide,
  usageErrors as sharedUsage,
  sideBySide,
  singlePhaseTrace,
  text,
} from '@meshwork/harness';
import { loadEfficiency, type MetricsTrace } from '@meshwork/runtime';
import { SIEVE_BENCH } from './bench-options.ts';
import { checkOptions, type SieveProgramOptions, type SieveStrategy, type SlowRanks, STRATEGIES } from './options.ts';
import { sievePaper } from './paper.ts';
import { SievePool } from './pool.ts';
import type { CalibrationReport, SieveRankResult } from './program.ts';
import { balancerSummary, loadFigures } from './run.ts';
import { sieveSequential } from './sequential.ts';
import { usageErrors } from './usage-errors.ts';

/** Details of a sieve run's report. */
export interface SieveDetails {
  readonly n: number;
  readonly strategy: SieveStrategy;
  readonly count: number;
  readonly expected: number;
  /** The split the sieve ran on (each part's first number, then N + 1); undefined for task strategies. */
  readonly cuts: readonly number[] | undefined;
  /** Chunks per rank (or pool thread) of `self`, `steal` and `central`. */
  readonly chunks: readonly number[] | undefined;
  readonly model: string | undefined;
  readonly sweeps: number | undefined;
  readonly predictedLE: number | undefined;
  readonly calibration: CalibrationReport | undefined;
}

/** One parallel sieve run in one shape, from a cluster or from the pool of `central`. */
interface SieveParallel {
  readonly count: number;
  readonly workUnits: readonly number[];
  readonly busyMs: readonly number[];
  readonly leWork: number;
  readonly leBusy: number;
  readonly results: readonly SieveRankResult[];
  readonly chunks: readonly number[] | undefined;
  /** What the busy times measure (a cluster run's clock; undefined for the pool). */
  readonly clock?: MetricsTrace['clock'];
  /** Busy wall ms per rank beside a thread CPU clock (more ranks than cores), or per pool thread (its tasks' wall time). */
  readonly wallBusyMs?: readonly number[] | undefined;
}

/** The module every rank imports. */
const PROGRAM = moduleUrl(import.meta.url, 'program');

/** The warm-up size: starts the threads and compiles the program and the reference. */
const WARM_N = 100_000;

function slowOf(text: string): SlowRanks {
  const m = /^(\d+(?:,\d+)*):(\d+)$/.exec(text.trim());
  if (m === null) throw sharedUsage.badValue('--slow', 'RANKS:FACTOR such as 1:3 or 0,2:2', text);
  return { ranks: (m[1] as string).split(',').map(Number), factor: Number(m[2]) };
}

function centralSide(P: number, opts: SieveProgramOptions): ParallelSide<SieveParallel> {
  if (opts.slow !== undefined) {
    throw usageErrors.slowCentral();
  }
  const pool = new SievePool(P);
  return poolSide(
    P,
    async (warmup) => {
      const r = await pool.run(warmup ? Math.min(opts.n, WARM_N) : opts.n, opts.rule);
      const workUnits = r.threads.map((t) => t.units);
      const busyNs = r.threads.map((t) => t.cpuNs);
      const result: SieveParallel = {
        count: r.count,
        workUnits,
        busyMs: busyNs.map((ns) => ns / 1e6),
        leWork: loadEfficiency(workUnits),
        leBusy: loadEfficiency(busyNs),
        results: [],
        chunks: r.threads.map((t) => t.chunks),
        // each thread's busy wall time: the wall time of its tasks
        wallBusyMs: r.threads.every((t) => t.wallNs !== undefined) ? r.threads.map((t) => (t.wallNs as number) / 1e6) : undefined,
      };
      return { result, ms: r.ms };
    },
    () => pool.close(),
  );
}

/** `meshwork run sieve`: prime sieve by trial division, block / cyclic / functional splits and task strategies. */
export const sieveApp = defineApp({
  name: 'sieve',
  summary: 'prime sieve by trial division over [2, N] split into ranges: block, cyclic or functional (Newton on the cost model)',
  defaultBalancer: 'functional',
  ownBalancers: STRATEGIES,
  poolStrategies: ['central'],
  topologyFor: (ranks) => `chain:${ranks}`,
  programUrl: PROGRAM,
  options: {
    n: int('find the primes in [2, n]', { min: 2, default: 3_000_000, quick: 100_000 }),
    exponent: num('exponent of the functional model, equation (4) (default 1.43)', { min: 0 }),
    calibrate: num('fraction of each part tested by calibrated / observed (default 0.01)', { min: 0 }),
    rule: text('self / central: chunk rule gss | tss | fac2 | fixed:K (self default gss, central 64 fixed chunks)', { arg: '<rule>' }),
    chunk: int('steal: numbers per chunk', { min: 1 }),
    slow: text('emulate slow ranks: RANKS (comma-separated) repeat every division F times, e.g. 1:3', { arg: '<ranks:f>' }),
  },
  prepare(s, o) {
    const strategy = s.balancing.balancer as SieveStrategy;
    const opts: SieveProgramOptions = checkOptions(
      {
        n: o.n,
        strategy,
        list: false,
        ...(o.exponent === undefined ? {} : { exponent: o.exponent }),
        ...(o.calibrate === undefined ? {} : { calibrate: { fraction: o.calibrate } }),
        ...(o.rule === undefined ? {} : { rule: o.rule }),
        ...(o.chunk === undefined ? {} : { chunk: o.chunk }),
        ...(o.slow === undefined ? {} : { slow: slowOf(o.slow) }),
      },
      s.ranks,
    );
    const parallel =
      strategy === 'central'
        ? centralSide(s.ranks, opts)
        : mapSide(
            clusterSide<SieveRankResult>({
              cluster: { topology: s.topology, spin: s.spin },
              programUrl: PROGRAM,
              options: opts,
              ...(s.runOptions === undefined ? {} : { runOptions: s.runOptions }),
              warmup: { ...opts, n: Math.min(opts.n, WARM_N) },
            }),
            (run): SieveParallel => {
              const f = loadFigures(run);
              const first = run.results[0];
              return {
                count: first?.total ?? Number.NaN,
                workUnits: f.workUnits,
                busyMs: f.busyMs,
                leWork: f.leWork,
                leBusy: f.leBusy,
                results: run.results,
                chunks: first?.chunks === undefined ? undefined : run.results.map((x) => x.chunks ?? 0),
                clock: run.metrics.clock,
                wallBusyMs: run.metrics.phases.find((p) => p.name === 'sieve')?.wallBusyNs?.map((ns) => ns / 1e6),
              };
            },
          );
    return sideBySide({
      parallel,
      sequential: () => sieveSequential(opts.n),
      warmupSequential: () => sieveSequential(Math.min(opts.n, WARM_N)),
      verify: (par, ref) => par.count === ref.count,
      figures(par, ref) {
        const b = balancerSummary(par.results);
        const first = par.results[0];
        const details: SieveDetails = {
          n: opts.n,
          strategy,
          count: par.count,
          expected: ref.count,
          cuts: first?.cuts,
          chunks: par.chunks,
          model: b?.model,
          sweeps: b?.sweeps,
          predictedLE: b?.predictedLE,
          calibration: first?.calibration,
        };
        return {
          result: `${par.count} primes in [2, ${opts.n}]`,
          leWork: par.leWork,
          leBusy: par.leBusy,
          balance:
            b === undefined
              ? undefined
              : {
                  balances: 1,
                  skipped: 0,
                  unitsMoved: 0,
                  bytesMoved: 0,
                  decisionMs: b.decisionMs,
                  beforeMaxOverAvg: Number.NaN,
                  afterMaxOverAvg: b.predictedLE === undefined ? Number.NaN : 1 / b.predictedLE,
                },
          trace: singlePhaseTrace('sieve', par.workUnits, par.busyMs, par.clock, par.wallBusyMs),
          files: [],
          details,
        };
      },
    });
  },
  paper: sievePaper,
  bench: SIEVE_BENCH,
  benchCases: (quick) =>
    (['static', 'cyclic', 'functional', 'self', 'steal', 'central'] as const).map((balancer) => ({
      label: balancer,
      ranks: 2,
      balancer,
      ...(quick ? {} : { options: { n: 10_000_000 } }),
    })),
});
