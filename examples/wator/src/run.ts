/**
 * WaTor figures the bench and Table 2 share: work-unit bottlenecks, Update wall times, balance
 * summaries, and a Table-2-like scenario of one remapping instance. The side-by-side run itself
 * (warm-up, repeats, medians, check against the reference) is the harness's (`app.ts`).
 */
import { type Spread, spread } from '@meshwork/harness';
import { type BalanceReport, createCluster, loadEfficiency, type RankMetrics, type Storage } from '@meshwork/runtime';
import { bug } from '@meshwork/runtime/plugin';
import type { BalanceAudit, WatorProgramOptions, WatorRankResult } from './program.ts';
import type { WatorOptions } from './rules.ts';

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
    if (audit === undefined || report === undefined) throw bug(`wator: no balance ran after step ${at}`);
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
