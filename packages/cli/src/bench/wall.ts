/**
 * Wall-time suite: does balancing pay? Every grid app with its paper's balancer under the
 * adaptive policy, next to the static split and the sequential reference, in one process and one
 * interleaved series (reference, static, balanced; then reference, balanced, static; ...): the
 * warm median and minimum and the first timed run of each side, the balanced / static paired ratio
 * with its 95% CI and verdict, the critical path (per phase the slowest rank's busy time, summed)
 * next to the median, the speedups, and LE from work units; then the same app at more
 * ranks than cores. The balancer runs on work units (the papers' loads) and, where the app can,
 * as a third side in the same rounds on measured time (`meshwork run`'s default), with its paired
 * ratio against the work-units side. `--rounds auto`: 10 rounds, then more until the CIs are within
 * +-5% (at most 60).
 */

import { diffusionApp as diffusion } from '@meshwork/example-diffusion';
import { stencilApp as stencil } from '@meshwork/example-stencil';
import { thinningApp as thinning } from '@meshwork/example-thinning';
import { watorApp as wator } from '@meshwork/example-wator';
import {
  type App,
  type AppOutcome,
  AUTO_ROUNDS,
  autoRoundsRule,
  balancingFromFlags,
  comparePaired,
  createProgress,
  formatPairedCell,
  median,
  meshFor,
  type PairedComparison,
  type RoundsRule,
  summarizeCriticalPath,
} from '@meshwork/harness';
import { bug } from '@meshwork/runtime/plugin';
import type { SuiteContext, SuiteResult, Table } from './suite.ts';

export interface WallCase {
  readonly label: string;
  readonly app: App;
  readonly balancer: string;
  /** The options of every side; a balanced case's are its balancer on work units. */
  readonly options: Record<string, unknown>;
  /** The options that put the balancer on measured time instead (a third side), where the app has them. */
  readonly timeOptions?: Record<string, unknown>;
  readonly topology: (ranks: number) => string;
}

/** The balancer's loads on a balanced side: work units or measured time. */
export type WallLoads = 'work' | 'time';

/** The label of a balanced side on measured time: `gde adaptive (time)`. */
export function timeSide(label: string): string {
  return `${label} (time)`;
}

export interface WallRow {
  readonly case: string;
  readonly ranks: number;
  readonly side: string;
  /** What the balancer balanced on (balanced sides; static reads no loads). */
  readonly loads?: WallLoads;
  readonly sequentialMs: number;
  /** Fastest sequential run: on a host whose vCPUs stall at random, the minimum is the stable figure. */
  readonly sequentialMinMs: number;
  readonly firstMs: number;
  readonly medianMs: number;
  readonly minMs: number;
  /**
   * Per phase the slowest rank's busy time, summed over the phases, ms (median over the timed runs),
   * and every rank's busy time over the ranks (the ideal); absent when the side records no phases.
   */
  readonly criticalPathMs?: number;
  readonly idealMs?: number;
  /** Median sequential over median parallel. */
  readonly speedup: number;
  /** Fastest sequential over fastest parallel. */
  readonly speedupMin: number;
  /** Load efficiency of the work units, a fraction in [0, 1] (the table shows percent). */
  readonly leWork: number;
  readonly balances: number;
  /** Every timed run, ms, in round order (round r of every side ran back to back). */
  readonly runsMs: readonly number[];
}

/**
 * This side's times over static's (or over any side of the same rounds: a side on measured time
 * over its work-units side), paired by round (`comparePaired`: ratio, 95% CI, verdict). The sides
 * of a round run back to back, so a slow spell of the host (VMs whose speed drifts by 2x over
 * minutes) falls on all; the ratio of two medians mixes spells. Undefined under 2 rounds.
 */
export function vsStatic(side: readonly number[], base: readonly number[]): PairedComparison | undefined {
  const n = Math.min(side.length, base.length);
  return n < 2 ? undefined : comparePaired(side.slice(0, n), base.slice(0, n));
}

/**
 * The cases; every balanced one on work units (thinning's pixels, wator's fish, diffusion's active
 * pixels: the papers' loads, deterministic) and on measured time (`timeOptions`: what `meshwork
 * run` balances thinning, wator and diffusion on by default).
 */
export function wallCases(quick: boolean): WallCase[] {
  const chain = (p: number) => `chain:${p}`;
  const ring = (p: number) => `ring:${p}`;
  const t = quick ? 512 : 2048;
  return [
    {
      label: `thinning body ${t}`,
      app: thinning,
      balancer: 'gde',
      options: { generate: 'body', size: [t, t], seed: 1, load: 'pixels' },
      timeOptions: { load: 'time' },
      topology: chain,
    },
    {
      label: `diffusion ${quick ? 128 : 512}`,
      app: diffusion,
      balancer: 'sdlb',
      options: { size: quick ? 128 : 512, seed: 1, maxIterations: quick ? 20 : 60, loads: 'work' },
      timeOptions: { loads: 'time' },
      topology: meshFor,
    },
    {
      label: `wator ${quick ? 64 : 256} x ${quick ? 20 : 100} steps`,
      app: wator,
      balancer: 'gde',
      options: { size: quick ? [64, 64] : [256, 256], steps: quick ? 20 : 100, seed: 1, minnows: 0.3, sharks: 0.05, loads: 'work' },
      timeOptions: { loads: 'time' },
      topology: ring,
    },
    {
      // the fish start in the top 30% of the rows and spread: static strips start far from level
      label: `wator ${quick ? 64 : 256} x ${quick ? 20 : 100} steps, clustered`,
      app: wator,
      balancer: 'gde',
      options: {
        size: quick ? [64, 64] : [256, 256],
        steps: quick ? 20 : 100,
        seed: 1,
        minnows: 0.3,
        sharks: 0.05,
        cluster: 0.3,
        loads: 'work',
      },
      timeOptions: { loads: 'time' },
      topology: ring,
    },
    {
      label: `stencil ${quick ? 256 : 1024} x ${quick ? 20 : 200} sweeps`,
      app: stencil,
      balancer: 'static',
      options: { size: quick ? [256, 256] : [1024, 1024], iterations: quick ? 20 : 200, seed: 1 },
      topology: meshFor,
    },
  ];
}

/** A side of a case: its balancer, and for a balanced one what it balances on. */
interface WallSide {
  readonly balancer: string;
  readonly loads?: WallLoads;
}

/** The sides of a case: static; the balancer on work units; on measured time where the app can. */
export function wallSides(c: Pick<WallCase, 'balancer' | 'timeOptions'>): readonly WallSide[] {
  if (c.balancer === 'static') return [{ balancer: 'static' }];
  const work: WallSide = { balancer: c.balancer, loads: 'work' };
  return c.timeOptions === undefined
    ? [{ balancer: 'static' }, work]
    : [{ balancer: 'static' }, work, { balancer: c.balancer, loads: 'time' }];
}

/** `--rounds auto`: more rounds while balanced / static (sides 1 and 0), or time / work (2 and 1), is imprecise. */
function autoRules(count: number): RoundsRule {
  const rules = count > 2 ? [autoRoundsRule(1, 0), autoRoundsRule(2, 1)] : [autoRoundsRule(1, 0)];
  return { cap: AUTO_ROUNDS.cap, more: (ms) => rules.some((r) => r.more(ms)) };
}

/** Static and the case's balancer (when it has one) measured interleaved, round by round, next to one reference. */
export async function wallRows(c: WallCase, ranks: number, repeat: number, ctx: SuiteContext): Promise<WallRow[]> {
  const auto = ctx.rounds === 'auto' && c.balancer !== 'static';
  const plan = wallSides(c);
  const balancings = plan.map(({ balancer }) =>
    balancingFromFlags(balancer === 'static' ? { balancer } : { balancer, policy: 'adaptive' }, { balancer: 'static' }),
  );
  const outcomes: AppOutcome[] = await c.app.runSides(
    balancings.map((balancing, i) => ({
      topology: c.topology(ranks),
      ranks,
      storage: 'distributed' as const,
      balancing,
      repeat: auto ? AUTO_ROUNDS.pilot : repeat,
      ...(ctx.warmup === undefined ? {} : { warmup: ctx.warmup }),
      ...(auto ? { rounds: autoRules(plan.length) } : {}),
      spin: ctx.busy ? false : 'auto',
      progress: createProgress(ctx.out, false),
      ...(plan[i]?.loads === 'time' ? { options: c.timeOptions } : {}),
    })),
    c.options,
  );
  return outcomes.map((o, i) => {
    const loads = plan[i]?.loads;
    const base = (balancings[i] as (typeof balancings)[number]).label;
    const label = loads === 'time' ? timeSide(base) : base;
    if (!o.correct) throw bug(`${c.label} (${label}, ${ranks} ranks) differs from its sequential reference`);
    const seq = median(o.sequentialMs);
    const par = median(o.parallelMs);
    const seqMin = Math.min(...o.sequentialMs);
    const parMin = Math.min(...o.parallelMs);
    const path = summarizeCriticalPath(o.usage ?? [], o.parallelMs);
    return {
      case: c.label,
      ranks,
      side: label,
      ...(loads === undefined ? {} : { loads }),
      sequentialMs: seq,
      sequentialMinMs: seqMin,
      firstMs: o.parallelMs[0] as number,
      medianMs: par,
      minMs: parMin,
      ...(path === undefined ? {} : { criticalPathMs: path.ms, idealMs: path.idealMs }),
      speedup: seq / par,
      speedupMin: seqMin / parMin,
      leWork: o.leWork,
      balances: o.balance?.balances ?? 0,
      runsMs: [...o.parallelMs],
    };
  });
}

export async function wallSuite(ctx: SuiteContext): Promise<SuiteResult> {
  const repeat = ctx.quick ? 2 : 11;
  const all = wallCases(ctx.quick);
  const rankCounts = ctx.quick ? [2, 4] : [2, 4, 8];
  const plan = all.flatMap((c) => rankCounts.map((ranks) => ({ c, ranks })));
  ctx.progress.begin('wall suite: static vs the paper balancer (adaptive) on work units and on measured time, side by side', plan.length);
  const rows: WallRow[] = [];
  for (const { c, ranks } of plan) {
    rows.push(...(await wallRows(c, ranks, repeat, ctx)));
    ctx.progress.step(`${c.label}, ${ranks} ranks`);
  }
  ctx.progress.end();
  return buildWall(ctx.quick, rows, ctx.rounds === 'auto' ? 'auto' : repeat);
}

/** The table; `repeat`: rounds per case, or `auto` (`--rounds auto`). */
export function buildWall(quick: boolean, rows: readonly WallRow[], repeat: number | 'auto'): SuiteResult {
  const f1 = (x: number) => Number(x.toFixed(1));
  const f2 = (x: number) => Number(x.toFixed(2));
  const staticOf = (r: WallRow) => rows.find((s) => s.case === r.case && s.ranks === r.ranks && s.side === 'static');
  // a side on measured time against the same balancer on work units, same case and rank count
  const workOf = (r: WallRow) =>
    r.loads === 'time'
      ? rows.find((s) => s.case === r.case && s.ranks === r.ranks && s.loads === 'work' && timeSide(s.side) === r.side)
      : undefined;
  const twoRanks = (r: WallRow) => rows.find((s) => s.case === r.case && s.ranks === 2 && s.side === r.side);
  const table: Table = {
    title: `Balancing in wall time: static vs the paper's balancer under adaptive, on work units and on measured time (${repeat === 'auto' ? `${AUTO_ROUNDS.pilot}-${AUTO_ROUNDS.cap} rounds, until the 95% CI is within +-${AUTO_ROUNDS.within * 100}%` : `${repeat} runs each`}: median and minimum, distributed storage)`,
    columns: [
      'case',
      'ranks',
      'side',
      'sequential ms',
      'first run ms',
      'median ms',
      'critical path ms',
      'ideal ms',
      'min ms',
      'vs static (paired, 95% CI)',
      'vs work units (paired, 95% CI)',
      'vs static',
      'vs static (min)',
      'speedup',
      'speedup (min)',
      'speed vs 2 ranks',
      'LE work %',
      'balances',
    ],
    rows: rows.map((r) => {
      const st = staticOf(r);
      const two = twoRanks(r);
      const paired = st === undefined || st === r ? undefined : vsStatic(r.runsMs, st.runsMs);
      const work = workOf(r);
      const vsWork = work === undefined ? undefined : vsStatic(r.runsMs, work.runsMs);
      return [
        r.case,
        r.ranks,
        r.side,
        f1(r.sequentialMs),
        f1(r.firstMs),
        f1(r.medianMs),
        r.criticalPathMs === undefined ? '-' : f1(r.criticalPathMs),
        r.idealMs === undefined ? '-' : f1(r.idealMs),
        f1(r.minMs),
        paired === undefined ? '-' : formatPairedCell(paired),
        vsWork === undefined ? '-' : formatPairedCell(vsWork),
        st === undefined || st === r ? '-' : f2(r.medianMs / st.medianMs),
        st === undefined || st === r ? '-' : f2(r.minMs / st.minMs),
        f2(r.speedup),
        f2(r.speedupMin),
        two === undefined || two === r ? '-' : f2(r.speedupMin / two.speedupMin),
        f1(100 * r.leWork),
        r.balances,
      ];
    }),
    note: "side: static, the balancer on work units (the papers' loads), and the balancer on measured time ('(time)', meshwork run's default) where the app measures it, all three in the same rounds. critical path: per phase the slowest rank's busy time, summed over the phases (median over the runs; a run whose phases end at sync points cannot be shorter), next to the median wall time; ideal: every rank's busy time over the ranks ('-': the side records no phases). vs static (paired, 95% CI): the time over static's in the same round, exp of the mean log ratio over the rounds, its 95% interval and the verdict (faster / slower when the whole interval is below / above 1; the sides of a round run back to back: the figure to read on a host whose speed drifts). vs work units (paired, 95% CI): a side on measured time over the same balancer on work units, the same way (slower: measuring costs more than it gains). vs static: time over the static split of the same case and rank count, of medians and of minima (below 1: balancing pays). speed vs 2 ranks: minimum-based speedup over the 2-rank one of the same side. Minima are the stable figure where the host stalls its vCPUs at random.",
  };
  const comparisons = rows.flatMap((r) => {
    const st = staticOf(r);
    const c = st === undefined || st === r ? undefined : vsStatic(r.runsMs, st.runsMs);
    const work = workOf(r);
    const w = work === undefined ? undefined : vsStatic(r.runsMs, work.runsMs);
    return c === undefined
      ? []
      : [
          {
            case: r.case,
            ranks: r.ranks,
            side: r.side,
            ...(r.loads === undefined ? {} : { loads: r.loads }),
            vsStatic: c,
            ...(w === undefined ? {} : { vsWork: w }),
          },
        ];
  });
  return { suite: 'wall', title: 'Balancing in wall time', quick, tables: [table], charts: [], data: { rows, comparisons } };
}
