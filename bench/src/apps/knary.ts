/**
 * knary's benchmark (the work-stealing paper's Table 1 and figure 1 in kind), every figure a ratio
 * measured in one run:
 *
 *   A  speedup over the sequential reference at P ranks (default 2 = the cores) for each Table 1
 *      case, next to the bound w / (w/P + cp): work stealing vs the placement mappings without
 *      stealing (and with it)
 *   B  the same for the Cilk cases knary(10, 5, 2) and knary(10, 4, 1) (--quick: height 8)
 *   A and B also print, per case, steal's fraction of the bound and the engine's overhead per node:
 *      (steal on one rank - the sequential reference) / nodes, in ns
 *   C  per-task scheduling overhead in ns: TaskDeque push + pop, the task engine per task (empty
 *      work loop), piscina's queue (run() of a no-op task, batched and one at a time)
 *
 * Two warm-up runs per scheduler and case, after every scheduler ran a few small trees (JIT).
 *
 * `pnpm bench:app knary [--quick] [--ranks 2] [--repeat 3] [--iters 20000] [--cilk-iters 500] [--spin auto|on|off] [--sides steal,node,...] [--json]`
 * (its options are declared by the app, `KNARY_BENCH`; `--quick` also lowers the Cilk trees to height 8).
 */
import { loadavg } from 'node:os';
import {
  criticalPath,
  dequeNsPerTask,
  KNARY_BENCH,
  type KnaryBenchJson,
  type KnaryProgramOptions,
  knaryApp,
  maxSpeedup,
  parallelism,
  poolNsPerTask,
  timeScheduler,
  timeSequential,
  warmUp,
  work,
} from '@meshwork/example-knary';
import type { BenchValues, Spread } from '@meshwork/harness';
import { type Cluster, createCluster } from '@meshwork/runtime';
import { benchErrors } from '../errors.ts';
import { appBenchmark, type BenchReport } from './benchmark.ts';

const TABLE1: [number, number, number][] = [
  [4, 6, 0],
  [3, 14, 0],
  [3, 16, 0],
  [3, 18, 0],
  [3, 20, 0],
  [4, 8, 0],
  [4, 10, 0],
  [5, 6, 0],
];

interface Side {
  readonly label: string;
  readonly scheduler: string;
  readonly schedulerOptions?: unknown;
}

const ALL_SIDES: Side[] = [
  { label: 'steal', scheduler: 'steal' },
  { label: 'steal msg', scheduler: 'steal', schedulerOptions: { mode: 'message' } },
  { label: 'node', scheduler: 'node-level' },
  { label: 'graph', scheduler: 'graph-level' },
  { label: 'graph-local', scheduler: 'graph-local' },
  { label: 'node+st', scheduler: 'node-level', schedulerOptions: { steal: true } },
  { label: 'graph+st', scheduler: 'graph-level', schedulerOptions: { steal: true } },
  { label: 'g-local+st', scheduler: 'graph-local', schedulerOptions: { steal: true } },
];
const program = knaryApp.programUrl;

interface CaseRow {
  readonly h: number;
  readonly d: number;
  readonly s: number;
  readonly iters: number;
  readonly work: number;
  readonly criticalPath: number;
  readonly parallelism: number;
  readonly bound: number;
  readonly sequentialMs: Spread;
  readonly sides: { label: string; ms: Spread; speedup: number; ofBound: number; identical: boolean }[];
  /** steal on one rank: wall ms, and the engine's cost per node over the sequential reference. */
  readonly oneRankMs: Spread;
  readonly overheadNsPerNode: number;
}

async function runCase(
  cluster: Cluster,
  one: Cluster,
  P: number,
  h: number,
  d: number,
  s: number,
  iters: number,
  sides: Side[],
  repeat: number,
): Promise<CaseRow> {
  const seq = timeSequential({ h, d, s, iters }, repeat);
  // Per-node overhead: the engine (steal) on one rank against the sequential loop, same tree.
  const single = await timeScheduler(one, program, { h, d, s, iters, scheduler: 'steal' }, repeat);
  const out: CaseRow['sides'] = [];
  for (const side of sides) {
    const o: KnaryProgramOptions = { h, d, s, iters, scheduler: side.scheduler, schedulerOptions: side.schedulerOptions };
    const { ms, last } = await timeScheduler(cluster, program, o, repeat);
    const speedup = seq.ms.median / ms.median;
    out.push({
      label: side.label,
      ms,
      speedup,
      ofBound: speedup / maxSpeedup(h, d, s, P),
      identical: last[0]?.nodes === seq.nodes && last[0]?.checksum === seq.checksum,
    });
  }
  return {
    h,
    d,
    s,
    iters,
    work: work(h, d),
    criticalPath: criticalPath(h, d, s),
    parallelism: parallelism(h, d, s),
    bound: maxSpeedup(h, d, s, P),
    sequentialMs: seq.ms,
    sides: out,
    oneRankMs: single.ms,
    overheadNsPerNode: ((single.ms.median - seq.ms.median) * 1e6) / work(h, d),
  };
}

/** Measure knary as the module comment says. */
export async function measureKnary(v: BenchValues<typeof KNARY_BENCH.options>, progress: (line: string) => void): Promise<BenchReport> {
  const { quick, ranks: P, repeat, iters, cilkIters } = v;
  if (!v.sides.includes('steal')) throw benchErrors.badValue('knary', '--sides', 'a list that includes steal', v.sides.join(','));
  const cilkH = quick ? 8 : 10;
  const sides = ALL_SIDES.filter((s) => v.sides.includes(s.label as (typeof v.sides)[number]));
  const load0 = loadavg();
  const lines: string[] = [];
  const log = (s: string) => {
    lines.push(s);
  };
  log(
    `knary bench: ${P} ranks (ring:${P}), ${repeat} timed repetition(s) after a warm-up, medians; load average ${load0.map((x) => x.toFixed(2)).join(' ')}${quick ? ' (--quick)' : ''}`,
  );
  const cluster = createCluster({ topology: `ring:${P}`, spin: v.spin === 'auto' ? 'auto' : v.spin === 'on' });
  const one = createCluster({ topology: 'chain:1' });
  const table: CaseRow[] = [];
  const cilk: CaseRow[] = [];
  let engine: { oneRankNs: number; stealNs: number } | undefined;
  const f2 = (x: number) => x.toFixed(2);
  const header = `   case          work     cp   w/cp  bound  seq ms    ${sides.map((s) => s.label.padStart(12)).join('')}  steal/bound  ns/node`;
  const row = (c: CaseRow) =>
    `   (${c.h},${c.d},${c.s})`.padEnd(16) +
    `${String(c.work).padStart(7)} ${String(c.criticalPath).padStart(6)} ${f2(c.parallelism).padStart(6)} ${f2(c.bound).padStart(6)} ${c.sequentialMs.median.toFixed(1).padStart(7)}  ` +
    `${c.sides.map((s) => `${f2(s.speedup)}${s.identical ? '' : '!'}`.padStart(12)).join('')}  ${f2(c.sides[0]?.ofBound ?? Number.NaN).padStart(11)}  ${c.overheadNsPerNode.toFixed(0).padStart(7)}`;
  try {
    await warmUp(cluster, program, sides);
    await warmUp(one, program, sides.slice(0, 1));
    log('');
    log(`A. Table 1 cases, ${iters} iterations per node, speedup over the sequential reference at ${P} ranks vs the bound w/(w/${P} + cp)`);
    log(header);
    for (const [h, d, s] of TABLE1) {
      progress(`A. knary(${h},${d},${s})`);
      const c = await runCase(cluster, one, P, h, d, s, iters, sides, repeat);
      table.push(c);
      log(row(c));
    }
    log('');
    log(`B. Cilk cases${quick ? ` (height ${cilkH} with --quick)` : ''}, ${cilkIters} iterations per node`);
    log(header);
    for (const [d, s] of [
      [5, 2],
      [4, 1],
    ] as const) {
      progress(`B. knary(${cilkH},${d},${s})`);
      const c = await runCase(cluster, one, P, cilkH, d, s, cilkIters, sides, repeat);
      cilk.push(c);
      log(row(c));
    }
    // C: the engine per task, empty work loop.
    const h = quick ? 7 : 8;
    const tasks = work(h, 5);
    const t1 = await timeScheduler(one, program, { h, d: 5, s: 0, iters: 0, scheduler: 'steal' }, Math.max(5, repeat));
    const t2 = await timeScheduler(cluster, program, { h, d: 5, s: 0, iters: 0, scheduler: 'steal' }, Math.max(3, repeat));
    engine = { oneRankNs: (t1.ms.median * 1e6) / tasks, stealNs: (t2.ms.median * 1e6) / tasks };
  } finally {
    await cluster.close();
    await one.close();
  }
  const dequeNs = dequeNsPerTask(quick ? 200_000 : 1_000_000);
  const pool = await poolNsPerTask(P, quick ? 5_000 : 20_000);
  log('');
  log('C. Per-task scheduling overhead (ns per task; lower is better)');
  log(`   TaskDeque push + pop, one thread:                         ${dequeNs.toFixed(0).padStart(8)}`);
  log(
    `   task engine, knary(${quick ? 7 : 8},5,0) with no work, 1 rank:             ${(engine?.oneRankNs ?? Number.NaN).toFixed(0).padStart(8)}`,
  );
  log(`   task engine, same, ${P} ranks stealing (wall / tasks):       ${(engine?.stealNs ?? Number.NaN).toFixed(0).padStart(8)}`);
  log(`   piscina run() no-op, ${P} threads, all submitted at once:    ${pool.batchNsPerTask.toFixed(0).padStart(8)}`);
  log(`   piscina run() no-op, one round trip at a time:             ${pool.roundTripNsPerTask.toFixed(0).padStart(8)}`);
  const load1 = loadavg();
  log(`   load average at the end: ${load1.map((x) => x.toFixed(2)).join(' ')}`);
  const report = {
    config: { ranks: P, repeat, iters, cilkIters, cilkH, quick },
    loadavg: { start: load0, end: load1 },
    table1: table,
    cilk,
    overhead: { dequeNs, engine, pool },
  };
  // the paper rows read this report: the compiler holds it to what they read
  const typed: KnaryBenchJson = report;
  const correct = [...table, ...cilk].every((c) => c.sides.every((x) => x.identical));
  return { json: typed, text: `${lines.join('\n')}\n`, correct };
}

export const knaryBenchmark = appBenchmark(knaryApp, KNARY_BENCH, measureKnary);
