/**
 * Wall-time suite: does balancing pay? Every grid app with its paper's balancer under the
 * adaptive policy, next to the static split and the sequential reference, in one process and one
 * interleaved series (reference, static, balanced; then reference, balanced, static; ...): the
 * warm median and minimum and the first timed run of each side, the balanced / static paired ratio
 * with its 95% CI and verdict, the critical path (per phase the slowest rank's busy time, summed)
 * next to the median, the speedups, and LE from work units; then the same app at more
 * ranks than cores. `--rounds auto`: 10 rounds, then more until the CI is within +-5% (at most 60).
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
  summarizeCriticalPath,
} from '@meshwork/harness';
import { bug } from '@meshwork/runtime/plugin';
import type { SuiteContext, SuiteResult, Table } from './suite.ts';

interface WallCase {
  readonly label: string;
  readonly app: App;
  readonly balancer: string;
  readonly options: Record<string, unknown>;
  readonly topology: (ranks: number) => string;
}

export interface WallRow {
  readonly case: string;
  readonly ranks: number;
  readonly side: string;
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
 * This side's times over static's, paired by round (`comparePaired`: ratio, 95% CI, verdict). The
 * sides of a round run back to back, so a slow spell of the host (VMs whose speed drifts by 2x
 * over minutes) falls on both; the ratio of two medians mixes spells. Undefined under 2 rounds.
 */
export function vsStatic(side: readonly number[], base: readonly number[]): PairedComparison | undefined {
  const n = Math.min(side.length, base.length);
  return n < 2 ? undefined : comparePaired(side.slice(0, n), base.slice(0, n));
}

/**
 * The cases; every balanced one on work units (thinning's pixels, wator's fish, diffusion's active
 * pixels), as the table's figures were measured: `meshwork run` balances wator and diffusion on
 * measured time by default, which this suite does not run yet.
 */
function cases(quick: boolean): WallCase[] {
  const chain = (p: number) => `chain:${p}`;
  const ring = (p: number) => `ring:${p}`;
  const t = quick ? 512 : 2048;
  return [
    {
      label: `thinning body ${t}`,
      app: thinning,
      balancer: 'gde',
      options: { generate: 'body', size: [t, t], seed: 1, load: 'pixels' },
      topology: chain,
    },
    {
      label: `diffusion ${quick ? 128 : 512}`,
      app: diffusion,
      balancer: 'sdlb',
      options: { size: quick ? 128 : 512, seed: 1, maxIterations: quick ? 20 : 60, loads: 'work' },
      topology: meshFor,
    },
    {
      label: `wator ${quick ? 64 : 256} x ${quick ? 20 : 100} steps`,
      app: wator,
      balancer: 'gde',
      options: { size: quick ? [64, 64] : [256, 256], steps: quick ? 20 : 100, seed: 1, minnows: 0.3, sharks: 0.05, loads: 'work' },
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

/** Static and the case's balancer (when it has one) measured interleaved, round by round, next to one reference. */
async function sides(c: WallCase, ranks: number, repeat: number, ctx: SuiteContext): Promise<WallRow[]> {
  // --rounds auto: the pilot rounds, then more while balanced / static (sides 1 and 0) is imprecise
  const auto = ctx.rounds === 'auto' && c.balancer !== 'static';
  const names = c.balancer === 'static' ? ['static'] : ['static', c.balancer];
  const balancings = names.map((balancer) =>
    balancingFromFlags(balancer === 'static' ? { balancer } : { balancer, policy: 'adaptive' }, { balancer: 'static' }),
  );
  const outcomes: AppOutcome[] = await c.app.runSides(
    balancings.map((balancing) => ({
      topology: c.topology(ranks),
      ranks,
      storage: 'distributed' as const,
      balancing,
      repeat: auto ? AUTO_ROUNDS.pilot : repeat,
      ...(auto ? { rounds: autoRoundsRule(1, 0) } : {}),
      spin: ctx.busy ? false : 'auto',
      progress: createProgress(ctx.out, false),
    })),
    c.options,
  );
  return outcomes.map((o, i) => {
    const label = (balancings[i] as (typeof balancings)[number]).label;
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
  const all = cases(ctx.quick);
  const rankCounts = ctx.quick ? [2, 4] : [2, 4, 8];
  const plan = all.flatMap((c) => rankCounts.map((ranks) => ({ c, ranks })));
  ctx.progress.begin('wall suite: static vs the paper balancer (adaptive), side by side', plan.length);
  const rows: WallRow[] = [];
  for (const { c, ranks } of plan) {
    rows.push(...(await sides(c, ranks, repeat, ctx)));
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
  const twoRanks = (r: WallRow) => rows.find((s) => s.case === r.case && s.ranks === 2 && s.side === r.side);
  const table: Table = {
    title: `Balancing in wall time: static vs the paper's balancer under adaptive (${repeat === 'auto' ? `${AUTO_ROUNDS.pilot}-${AUTO_ROUNDS.cap} rounds, until the 95% CI is within +-${AUTO_ROUNDS.within * 100}%` : `${repeat} runs each`}: median and minimum, distributed storage)`,
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
        st === undefined || st === r ? '-' : f2(r.medianMs / st.medianMs),
        st === undefined || st === r ? '-' : f2(r.minMs / st.minMs),
        f2(r.speedup),
        f2(r.speedupMin),
        two === undefined || two === r ? '-' : f2(r.speedupMin / two.speedupMin),
        f1(100 * r.leWork),
        r.balances,
      ];
    }),
    note: "critical path: per phase the slowest rank's busy time, summed over the phases (median over the runs; a run whose phases end at sync points cannot be shorter), next to the median wall time; ideal: every rank's busy time over the ranks ('-': the side records no phases). vs static (paired, 95% CI): the time over static's in the same round, exp of the mean log ratio over the rounds, its 95% interval and the verdict (faster / slower when the whole interval is below / above 1; the sides of a round run back to back: the figure to read on a host whose speed drifts). vs static: time over the static split of the same case and rank count, of medians and of minima (below 1: balancing pays). speed vs 2 ranks: minimum-based speedup over the 2-rank one of the same side. Minima are the stable figure where the host stalls its vCPUs at random.",
  };
  const comparisons = rows.flatMap((r) => {
    const st = staticOf(r);
    const c = st === undefined || st === r ? undefined : vsStatic(r.runsMs, st.runsMs);
    return c === undefined ? [] : [{ case: r.case, ranks: r.ranks, side: r.side, vsStatic: c }];
  });
  return { suite: 'wall', title: 'Balancing in wall time', quick, tables: [table], charts: [], data: { rows, comparisons } };
}
