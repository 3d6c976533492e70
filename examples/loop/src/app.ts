/** The loop app: its options, its run side by side with the sequential reference, its figures. */
import {
  clusterSide,
  defineApp,
  int,
  mapSide,
  moduleUrl,
  num,
  type ParallelSide,
  poolSide,
  sideBySide,
  singlePhaseTrace,
  text,
} from '@meshwork/harness';
import { loadEfficiency, type MetricsTrace } from '@meshwork/runtime';
import { LOOP_BENCH } from './bench-options.ts';
import { checkOptions, type LoopProgramOptions, type LoopStrategy, STRATEGIES } from './options.ts';
import { loopPaper } from './paper.ts';
import { CentralPool } from './pool.ts';
import type { LoopRankResult } from './program.ts';
import { sumDetails } from './run.ts';
import { allValues, describeWorkload, loopSequential } from './sequential.ts';
import { WORKLOAD_DEFAULTS } from './workload.ts';

/** Details of a loop run's report. */
export interface LoopDetails {
  readonly strategy: LoopStrategy;
  readonly checksum: number;
  readonly expected: number;
  /** Realised workload: fraction d and time share t of the loaded region, F = t/d, work units. */
  readonly workload: { readonly d: number; readonly t: number; readonly F: number; readonly total: number };
  /** Chunks per rank (or pool thread). */
  readonly chunks: readonly number[];
  /** Scheduler counters summed over the ranks. */
  readonly scheduler: Readonly<Record<string, number>>;
}

/** One parallel loop run in one shape, from a cluster or from the pool of `central`. */
interface LoopParallel {
  readonly checksum: number;
  readonly workUnits: readonly number[];
  readonly busyMs: readonly number[];
  readonly chunks: readonly number[];
  readonly details: Readonly<Record<string, number>>;
  /** What the busy times measure (a cluster run's clock; undefined for the pool). */
  readonly clock?: MetricsTrace['clock'];
  /** Busy wall ms per rank beside a thread CPU clock (more ranks than cores), or per pool thread (its tasks' wall time). */
  readonly wallBusyMs?: readonly number[] | undefined;
}

/** The module every rank imports. */
const PROGRAM = moduleUrl(import.meta.url, 'program');

function centralSide(opts: LoopProgramOptions, P: number): ParallelSide<LoopParallel> {
  const pool = new CentralPool(opts, P);
  return poolSide(
    P,
    async () => {
      const c = await pool.run();
      const result: LoopParallel = {
        checksum: c.checksum,
        workUnits: c.threads.map((t) => t.units),
        busyMs: c.threads.map((t) => t.cpuNs / 1e6),
        chunks: c.threads.map((t) => t.chunks),
        details: { tasks: c.chunks },
        // each thread's busy wall time: the wall time of its tasks
        wallBusyMs: c.threads.every((t) => t.wallNs !== undefined) ? c.threads.map((t) => (t.wallNs as number) / 1e6) : undefined,
      };
      return { result, ms: c.ms };
    },
    () => pool.close(),
  );
}

/** `meshwork run loop`: the non-uniform loop of the partial-replication paper. */
export const loopApp = defineApp({
  name: 'loop',
  summary: 'non-uniform parallel loop (factor of imbalance F = t/d): static, self (GSS/TSS/FAC2), replicate, steal, central',
  defaultBalancer: 'replicate',
  ownBalancers: STRATEGIES,
  poolStrategies: ['central'],
  topologyFor: (ranks) => `ring:${Math.max(ranks, 1)}`,
  programUrl: PROGRAM,
  options: {
    rows: int('rows of the 2-D iteration space', { min: 1, default: WORKLOAD_DEFAULTS.rows, quick: 128 }),
    cols: int('columns of the 2-D iteration space', { min: 1, default: WORKLOAD_DEFAULTS.cols, quick: 128 }),
    F: num('factor of imbalance F = t/d (>= 1)', { min: 1, default: WORKLOAD_DEFAULTS.F }),
    d: num('fraction of the iterations in the loaded region, in (0, 1]', { min: 0, default: WORKLOAD_DEFAULTS.d }),
    mu: int('average work units per iteration', { min: 1, default: WORKLOAD_DEFAULTS.mu }),
    seed: int('seed of the iteration costs', { min: 0, default: WORKLOAD_DEFAULTS.seed }),
    at: num('centre of the loaded region as a fraction of the array (0.5: the middle)', { min: 0, default: WORKLOAD_DEFAULTS.at }),
    m: int('replicate: replication degree m (1 <= m <= P)', { min: 1 }),
    rule: text('self / central: chunk rule gss | tss | fac2 | fixed:K', { arg: '<rule>' }),
  },
  prepare(s, o) {
    const strategy = s.balancing.balancer as LoopStrategy;
    const checked = checkOptions(
      {
        rows: o.rows,
        cols: o.cols,
        F: o.F,
        d: o.d,
        mu: o.mu,
        seed: o.seed,
        at: o.at,
        strategy,
        ...(o.m === undefined ? {} : { m: o.m }),
        ...(o.rule === undefined ? {} : { rule: o.rule }),
      },
      s.ranks,
    );
    const values = allValues(checked);
    const tr = performance.now();
    loopSequential(checked, values);
    // mu in time for replicate's s = ceil(T_comm / mu) (eq. 8), from the reference just timed
    const muTime = ((performance.now() - tr) * 1000) / (checked.rows * checked.cols);
    const opts: LoopProgramOptions = checked.strategy === 'replicate' ? { ...checked, tComm: checked.tComm ?? 100, muTime } : checked;
    const parallel =
      strategy === 'central'
        ? centralSide(opts, s.ranks)
        : mapSide(
            clusterSide<LoopRankResult>({
              cluster: { topology: s.topology, spin: s.spin },
              programUrl: PROGRAM,
              options: opts,
              ...(s.runOptions === undefined ? {} : { runOptions: s.runOptions }),
              warmup: { ...opts, rows: Math.min(opts.rows, 16) },
            }),
            (run): LoopParallel => {
              const phase = run.metrics.phases.find((p) => p.name === 'loop');
              return {
                checksum: run.results[0]?.total ?? Number.NaN,
                workUnits: run.results.map((x) => x.units),
                busyMs: (phase?.busyNs ?? run.metrics.totals.busyNs).map((ns) => ns / 1e6),
                chunks: run.results.map((x) => x.chunks),
                details: sumDetails(run.results),
                clock: run.metrics.clock,
                wallBusyMs: phase?.wallBusyNs?.map((ns) => ns / 1e6),
              };
            },
          );
    return sideBySide({
      parallel,
      sequential: () => loopSequential(opts, values),
      verify: (par, ref) => par.checksum === ref.checksum,
      figures(par, ref) {
        const workload = describeWorkload(opts, values);
        const details: LoopDetails = {
          strategy,
          checksum: par.checksum,
          expected: ref.checksum,
          workload,
          chunks: par.chunks,
          scheduler: par.details,
        };
        return {
          result: `checksum ${par.checksum} over ${workload.total} work units (F = ${workload.F})`,
          leWork: loadEfficiency(par.workUnits),
          leBusy: loadEfficiency(par.busyMs),
          balance: undefined,
          trace: singlePhaseTrace('loop', par.workUnits, par.busyMs, par.clock, par.wallBusyMs),
          files: [],
          details,
        };
      },
    });
  },
  paper: loopPaper,
  bench: LOOP_BENCH,
  benchCases: (quick) =>
    STRATEGIES.map((balancer) => ({ label: balancer, ranks: 2, balancer, ...(quick ? { options: { rows: 128, cols: 128 } } : {}) })),
});
