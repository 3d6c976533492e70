/**
 * Run WaTor sequentially and on a cluster in one process, side by side: speedup over the
 * sequential reference, LE, balance reports, the improvement eta of a balancer over the static
 * split (measured and from work units), and a Table-2-like scenario of one remapping instance.
 */
import { median, type Spread, spread } from '@meshwork/harness';
import {
  type BalanceReport,
  createCluster,
  improvement,
  loadEfficiency,
  type RankMetrics,
  type RunResult,
  type Storage,
} from '@meshwork/runtime';
import { type BalanceAudit, checksumOf, type WatorProgramOptions, type WatorRankResult } from './program.js';
import type { WatorOptions } from './rules.js';
import { watorSequential } from './sequential.js';

export interface WatorRunConfig extends WatorOptions {
  readonly topology: string;
  readonly storage: Storage;
  readonly balancer: string;
  readonly balancerOptions?: unknown;
  /** Balance every `every` steps (0: never). */
  readonly every: number;
  /** Repetitions of each side (medians reported). */
  readonly repeat: number;
  /** Spin before sleeping in waits (the cluster's option; default 'auto': only while ranks <= cores). */
  readonly spin?: 'auto' | boolean;
}

export interface BalanceSummary {
  readonly balances: number;
  /** Median over balances of the slowest rank's decision time. */
  readonly decisionMs: Spread | undefined;
  readonly sweeps: Spread | undefined;
  /** Rows that changed owner and bytes moved, summed over balances. */
  readonly rowsMoved: number;
  readonly bytesMoved: number;
  /** Balances the balancer skipped (reason -> count). */
  readonly skipped: Record<string, number>;
}

export interface SideReport {
  readonly label: string;
  readonly balancer: string;
  readonly every: number;
  readonly parallelMs: number[];
  readonly speedup: number;
  /** LE over the whole run from work units (fish updated). */
  readonly leWork: number;
  /** Sum over steps of the largest per-rank work: the work-unit model of the run time. */
  readonly bottleneckWork: number;
  readonly balance: BalanceSummary;
  readonly identical: boolean;
  readonly checksum: number;
}

export interface WatorReport {
  readonly config: WatorRunConfig;
  readonly sequentialMs: number[];
  readonly minnows: number[];
  readonly sharks: number[];
  readonly sides: SideReport[];
  /** With two sides (static first): improvement of the second over the first. */
  readonly eta?:
    | {
        /** Median of the measured times, and the spread of eta over the paired repetitions. */
        readonly measured: number;
        readonly pairs: Spread;
        /** From work units: (bottleneck static - bottleneck balanced) / bottleneck static. */
        readonly work: number;
      }
    | undefined;
}

/** Sum over steps of max over ranks of the work units of that step. */
export function bottleneckWork(results: readonly WatorRankResult[]): number {
  const steps = results[0]?.work.length ?? 0;
  let sum = 0;
  for (let t = 0; t < steps; t++) sum += Math.max(...results.map((r) => r.work[t] as number));
  return sum;
}

/** Wall ns of this rank in the Update phases (optionally only those of step `step`). */
export function updateWallNs(rank: RankMetrics, step?: number): number {
  let ns = 0;
  for (const p of rank.phases) {
    if ((p.name === 'UpdateSharks' || p.name === 'UpdateMinnows') && (step === undefined || p.index === step)) ns += p.wallNs;
  }
  return ns;
}

export function summarizeBalances(results: readonly WatorRankResult[]): BalanceSummary {
  const reports: BalanceReport[] = results[0]?.reports ?? [];
  const decision = reports.map((_, i) => Math.max(...results.map((r) => r.decisionMs[i] ?? 0)));
  const skipped: Record<string, number> = {};
  for (const r of reports) if (r.skipped !== undefined) skipped[r.skipped] = (skipped[r.skipped] ?? 0) + 1;
  return {
    balances: reports.length,
    decisionMs: reports.length === 0 ? undefined : spread(decision),
    sweeps: reports.length === 0 ? undefined : spread(reports.map((r) => r.sweeps)),
    rowsMoved: reports.reduce((s, r) => s + r.unitsMoved, 0),
    bytesMoved: reports.reduce((s, r) => s + r.bytesMoved, 0),
    skipped,
  };
}

function label(balancer: string, every: number): string {
  return every === 0 ? `${balancer} (no remap)` : `${balancer} every ${every}`;
}

/**
 * Sequential reference and the cluster, `repeat` times each, interleaved. `compare`: also run the
 * static split (no remapping) and report eta of the configured balancer over it.
 */
export async function runWator(config: WatorRunConfig, programUrl: URL, options: { compare?: boolean } = {}): Promise<WatorReport> {
  const cluster = createCluster({ topology: config.topology, spin: config.spin ?? 'auto' });
  try {
    const base: WatorProgramOptions = { ...config };
    const sides: { balancer: string; every: number; balancerOptions?: unknown }[] = [];
    if (options.compare === true) sides.push({ balancer: 'static', every: 0 });
    sides.push({ balancer: config.balancer, every: config.every, balancerOptions: config.balancerOptions });
    // Warm-up: start the threads, compile the program and the balancers.
    for (const s of sides) await cluster.run(programUrl, { ...base, ...s, steps: Math.min(config.steps, 3) });
    const sequentialMs: number[] = [];
    const times: number[][] = sides.map(() => []);
    const last: (RunResult<WatorRankResult> | undefined)[] = sides.map(() => undefined);
    let reference: ReturnType<typeof watorSequential> | undefined;
    for (let r = 0; r < config.repeat; r++) {
      const t0 = performance.now();
      reference = watorSequential(config);
      sequentialMs.push(performance.now() - t0);
      for (const [i, s] of sides.entries()) {
        const run = await cluster.run<WatorRankResult>(programUrl, { ...base, ...s });
        times[i]?.push(run.results[0]?.computeMs ?? Number.NaN);
        last[i] = run;
      }
    }
    const ref = reference as ReturnType<typeof watorSequential>;
    const refChecksum = checksumOf(ref.cells);
    const refM = Array.from(ref.minnows);
    const refS = Array.from(ref.sharks);
    const seq = median(sequentialMs);
    const reports: SideReport[] = sides.map((s, i) => {
      const run = last[i] as RunResult<WatorRankResult>;
      const r0 = run.results[0] as WatorRankResult;
      const ms = times[i] as number[];
      const identical =
        r0.checksum === refChecksum &&
        JSON.stringify(r0.minnows) === JSON.stringify(refM) &&
        JSON.stringify(r0.sharks) === JSON.stringify(refS);
      return {
        label: label(s.balancer, s.every),
        balancer: s.balancer,
        every: s.every,
        parallelMs: ms,
        speedup: seq / median(ms),
        leWork: run.metrics.totals.work.le,
        bottleneckWork: bottleneckWork(run.results),
        balance: summarizeBalances(run.results),
        identical,
        checksum: r0.checksum ?? Number.NaN,
      };
    });
    let eta: WatorReport['eta'];
    if (reports.length === 2) {
      const [st, bal] = reports as [SideReport, SideReport];
      eta = {
        measured: improvement(median(st.parallelMs), median(bal.parallelMs)),
        pairs: spread(st.parallelMs.map((t, i) => improvement(t, bal.parallelMs[i] as number))),
        work: improvement(st.bottleneckWork, bal.bottleneckWork),
      };
    }
    return { config, sequentialMs, minnows: refM, sharks: refS, sides: reports, eta };
  } finally {
    await cluster.close();
  }
}

/** One rank's row of the Table-2-like scenario. */
export interface Table2Row {
  readonly rank: number;
  /** Fish held before the remap, work units and Update wall ms of the step before it. */
  readonly fishPre: number;
  readonly workPre: number;
  readonly updateMsPre: number;
  /** Decision: sweeps (same everywhere) and this rank's decision ms. */
  readonly sweeps: number;
  readonly decisionMs: number;
  /** Fish taken (> 0) or given (< 0) across the upper boundary (with rank - 1) and the lower one (with rank + 1). */
  readonly fishUp: number;
  readonly fishDown: number;
  /** Rows taken (> 0) or given (< 0) likewise. */
  readonly rowsUp: number;
  readonly rowsDown: number;
  readonly fishPost: number;
  /** Update wall ms of the step after the remap. */
  readonly updateMsPost: number;
  readonly rowsBefore: readonly [number, number];
  readonly rowsAfter: readonly [number, number];
}

export interface Table2Report {
  readonly config: WatorRunConfig;
  /** Steps simulated before the remap. */
  readonly at: number;
  readonly balancer: string;
  readonly rows: Table2Row[];
  readonly report: BalanceReport;
  readonly leFishBefore: number;
  readonly leFishAfter: number;
  readonly conserved: boolean;
}

/** Fish and rows crossing each boundary of a remap: flows[b] > 0 moves rows from part b to part b - 1. */
export function boundaryFlows(audit: BalanceAudit): { rows: number[]; fish: number[] } {
  const P = audit.cutsBefore.length - 1;
  const rows = new Array<number>(P + 1).fill(0);
  const fish = new Array<number>(P + 1).fill(0);
  for (let b = 1; b < P; b++) {
    const o = audit.cutsBefore[b] as number;
    const n = audit.cutsAfter[b] as number;
    rows[b] = n - o;
    let f = 0;
    for (let i = Math.min(o, n); i < Math.max(o, n); i++) f += audit.rowFish[i] as number;
    fish[b] = n > o ? f : -f;
  }
  return { rows, fish };
}

/**
 * The paper's Table 2 in kind: simulate `at` steps, remap once with the configured balancer
 * (the paper: GDE after 30 steps on 16 transputers), simulate one more step.
 */
export async function runTable2(config: WatorRunConfig, programUrl: URL, at: number): Promise<Table2Report> {
  const cluster = createCluster({ topology: config.topology, spin: config.spin ?? 'auto' });
  try {
    const opts: WatorProgramOptions = { ...config, steps: at + 1, every: at, audit: true };
    await cluster.run(programUrl, { ...opts, steps: Math.min(3, at + 1) });
    const run = await cluster.run<WatorRankResult>(programUrl, opts);
    const r0 = run.results[0] as WatorRankResult;
    const audit = r0.audits?.[0];
    const report = r0.reports?.[0];
    if (audit === undefined || report === undefined) throw new Error(`wator: no balance ran after step ${at}`);
    const { rows: rowFlow, fish: fishFlow } = boundaryFlows(audit);
    const P = run.results.length;
    const rows: Table2Row[] = run.results.map((res, p) => ({
      rank: p,
      fishPre: audit.fishBefore[p] as number,
      workPre: res.work[at - 1] as number,
      updateMsPre: updateWallNs(run.ranks[p] as RankMetrics, at - 1) / 1e6,
      sweeps: report.sweeps,
      decisionMs: res.decisionMs[0] as number,
      // Boundary p is this rank's upper one: a positive flow moves rows from p up to p - 1.
      fishUp: p === 0 ? 0 : -(fishFlow[p] as number),
      fishDown: p === P - 1 ? 0 : (fishFlow[p + 1] as number),
      rowsUp: p === 0 ? 0 : -(rowFlow[p] as number),
      rowsDown: p === P - 1 ? 0 : (rowFlow[p + 1] as number),
      fishPost: audit.fishAfter[p] as number,
      updateMsPost: updateWallNs(run.ranks[p] as RankMetrics, at) / 1e6,
      rowsBefore: [audit.cutsBefore[p] as number, audit.cutsBefore[p + 1] as number],
      rowsAfter: [audit.cutsAfter[p] as number, audit.cutsAfter[p + 1] as number],
    }));
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    return {
      config,
      at,
      balancer: config.balancer,
      rows,
      report,
      leFishBefore: loadEfficiency(audit.fishBefore),
      leFishAfter: loadEfficiency(audit.fishAfter),
      conserved: sum(audit.fishBefore) === sum(audit.fishAfter),
    };
  } finally {
    await cluster.close();
  }
}
