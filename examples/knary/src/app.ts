/** The knary app: its options, its run side by side with the sequential reference, its figures. */

import { taskSchedulerNames } from '@meshwork/balancers';
import {
  clusterSide,
  defineApp,
  int,
  mapSide,
  median,
  moduleUrl,
  type ParallelSide,
  sideBySide,
  singlePhaseTrace,
} from '@meshwork/harness';
import { loadEfficiency, type MetricsTrace } from '@meshwork/runtime';
import { KNARY_BENCH } from './bench-options.ts';
import { KnaryPool } from './central.ts';
import { checkOptions, criticalPath, DEFAULT_ITERS, type KnaryOptions, maxSpeedup, work } from './knary.ts';
import { knaryPaper } from './paper.ts';
import type { KnaryProgramOptions, KnaryRankResult } from './program.ts';
import { CENTRAL } from './run.ts';
import { knarySequential } from './sequential.ts';

/** Details of a knary run's report. */
export interface KnaryDetails {
  readonly scheduler: string;
  readonly work: number;
  readonly criticalPath: number;
  /** The speedup bound w / (w/p + cp) at this rank count, and the share of it reached. */
  readonly maxSpeedup: number;
  readonly ofBound: number;
  /** Nodes run on each rank (or pool thread). */
  readonly perRank: readonly number[];
}

/** One parallel knary run in one shape, from a cluster or from the pool of `central`. */
interface KnaryParallel {
  readonly nodes: number;
  readonly checksum: number;
  readonly perRank: readonly number[];
  /** Busy ms per rank of the tasks phase (0 per pool thread: the pool reads no CPU clock). */
  readonly busyMs: readonly number[];
  /** What `busyMs` measures (a cluster run's clock; undefined for the pool). */
  readonly clock?: MetricsTrace['clock'];
  /** Busy wall ms per rank beside a thread CPU clock (more ranks than cores), or per pool thread (its tasks' wall time). */
  readonly wallBusyMs?: readonly number[] | undefined;
}

/**
 * LE of the ranks' busy time in the tasks phase: from the busy wall time where the run has it (a
 * pool's threads, whose tasks' wall time is their busy time, or more ranks than cores, where the
 * thread CPU clock moves in scheduler ticks), else from the busy clock of the ranks.
 */
export function knaryLeBusy(par: Pick<KnaryParallel, 'busyMs' | 'wallBusyMs'>): number {
  return loadEfficiency(par.wallBusyMs ?? par.busyMs);
}

/** The module every rank imports. */
const PROGRAM = moduleUrl(import.meta.url, 'program');

/** The warm-up tree: compiles the engine and the scheduler in every thread before timing. */
const WARM_TREE = { h: 6, d: 5, s: 1, iters: 50 } as const;

function poolSide(o: KnaryOptions, P: number): ParallelSide<KnaryParallel> {
  const pool = new KnaryPool(P);
  return {
    label: `a pool of ${P} threads`,
    async warmup() {
      for (let i = 0; i < 2; i++) await pool.run(o);
    },
    async run() {
      const r = await pool.run(o);
      const result: KnaryParallel = {
        nodes: r.nodes,
        checksum: r.checksum,
        perRank: r.perThread,
        busyMs: r.perThread.map(() => 0),
        wallBusyMs: r.wallMs,
      };
      return { result, ms: r.ms };
    },
    close: () => pool.close(),
  };
}

/** `meshwork run knary`: the work-stealing paper's synthetic tree under a task scheduler. */
export const knaryApp = defineApp({
  name: 'knary',
  summary: 'knary(h, d, s) tree of tasks (first s children serial, the rest parallel): steal, node/graph-level mappings, central',
  defaultBalancer: 'steal',
  ownBalancers: () => [...taskSchedulerNames(), CENTRAL],
  poolStrategies: [CENTRAL],
  topologyKinds: ['chain', 'ring', 'mesh', 'torus', 'hypercube'],
  topologyFor: (ranks) => `ring:${Math.max(ranks, 1)}`,
  programUrl: PROGRAM,
  options: {
    // 97656 nodes: a sequential run of about 0.2 s, so a default run shows what stealing gains
    h: int('height of the tree (levels)', { min: 1, default: 8, quick: 5 }),
    d: int('degree (children per inner node)', { min: 1, default: 5 }),
    s: int('children run one after another (the rest in parallel)', { min: 0, default: 1 }),
    iters: int('work loop iterations per node', { min: 1, default: DEFAULT_ITERS }),
  },
  prepare(st, o) {
    const scheduler = st.balancing.balancer;
    const tree = checkOptions({ h: o.h, d: o.d, s: o.s, iters: o.iters });
    const P = st.ranks;
    const options: KnaryProgramOptions = { ...tree, scheduler };
    const parallel =
      scheduler === CENTRAL
        ? poolSide(tree, P)
        : mapSide(
            clusterSide<KnaryRankResult>({
              cluster: { topology: st.topology, spin: st.spin },
              programUrl: PROGRAM,
              options,
              ...(st.runOptions === undefined ? {} : { runOptions: st.runOptions }),
              warmup: { ...WARM_TREE, scheduler },
              warmupRuns: 3,
              ms: (run) => run.results[0]?.computeMs ?? Number.NaN,
            }),
            (run): KnaryParallel => {
              const phase = run.metrics.phases.find((p) => p.name === 'tasks');
              return {
                nodes: run.results[0]?.nodes ?? 0,
                checksum: run.results[0]?.checksum ?? Number.NaN,
                perRank: run.results.map((r) => r.localNodes),
                busyMs: (phase?.busyNs ?? run.metrics.totals.busyNs).map((ns) => ns / 1e6),
                clock: run.metrics.clock,
                wallBusyMs: phase?.wallBusyNs?.map((ns) => ns / 1e6),
              };
            },
          );
    const bound = maxSpeedup(tree.h, tree.d, tree.s, P);
    return sideBySide({
      parallel,
      sequential: () => knarySequential(tree),
      warmupSequential: () => knarySequential(tree),
      verify: (par, ref) => par.nodes === ref.nodes && par.checksum === ref.checksum,
      figures(par, _ref, times) {
        const perRank = par.perRank;
        const max = Math.max(...perRank);
        const avg = perRank.reduce((a, b) => a + b, 0) / perRank.length;
        const ofBound = median(times.sequentialMs) / median(times.parallelMs) / bound;
        const details: KnaryDetails = {
          scheduler,
          work: work(tree.h, tree.d),
          criticalPath: criticalPath(tree.h, tree.d, tree.s),
          maxSpeedup: bound,
          ofBound,
          perRank,
        };
        return {
          result: `${par.nodes} nodes, checksum ${par.checksum}; speedup bound w/(w/p + cp) ${bound.toFixed(2)}, reached ${(100 * ofBound).toFixed(0)}% of it`,
          leWork: max > 0 ? avg / max : 1,
          leBusy: knaryLeBusy(par),
          balance: undefined,
          trace: singlePhaseTrace('knary', perRank, par.busyMs, par.clock, par.wallBusyMs),
          files: [],
          details,
        };
      },
    });
  },
  paper: knaryPaper,
  bench: KNARY_BENCH,
  benchCases: (quick) =>
    ['steal', 'node-level', 'graph-level', CENTRAL].map((balancer) => ({
      label: balancer,
      ranks: 2,
      balancer,
      // the bench keeps its height-7 trees (the run default is one level taller)
      options: { h: quick ? 5 : 7 },
    })),
});
