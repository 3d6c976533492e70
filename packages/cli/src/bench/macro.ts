/**
 * Macro suite: app x balancer x rank count x interval on real threads, each run next to its
 * sequential reference and the static split of the same process; plus bench/src/balancers (every
 * balancer on the synthetic drifting-hot-spot workload, GDE sweeps per topology).
 */
import { balancerFactories } from '@meshwork/balancers';
import { knaryApp, maxSpeedup, parallelism } from '@meshwork/example-knary';
import { watorApp as wator } from '@meshwork/example-wator';
import { type AppOutcome, balancingFromFlags, balancingOf, createProgress, median, runScript } from '@meshwork/harness';
import { improvement, type MetricsTrace, summarize } from '@meshwork/runtime';
import { bug } from '@meshwork/runtime/plugin';
import { barChart, lineChart } from '../charts/bench.ts';
import { loadHeatmap } from '../charts/load.ts';
import type { ChartSpec } from '../charts/render.ts';
import { stepLoads } from '../charts/steps.ts';
import { benchScript } from './locate.ts';
import type { Chart, SuiteContext, SuiteResult } from './suite.ts';

export interface MacroRun {
  readonly app: string;
  readonly P: number;
  readonly balancer: string;
  readonly every: number;
  readonly sequentialMs: number;
  readonly parallelMs: number;
  readonly speedup: number;
  /** Load efficiency of the work units and of the busy time, fractions in [0, 1] (tables show percent). */
  readonly leWork: number;
  readonly leBusy: number;
  /** Sum over steps of the busiest rank's work units: the deterministic cost. */
  readonly bottleneck: number;
  readonly balances: number;
  readonly unitsMoved: number;
  readonly decisionMs: number;
}

/** knary at 2 ranks: speedup against the degree of parallelism w/cp (the work-stealing paper's figure 1). */
export interface ParallelismRun {
  readonly tree: string;
  readonly parallelism: number;
  readonly bound: number;
  readonly scheduler: string;
  readonly speedup: number;
}

async function parallelismRuns(quick: boolean, busy: boolean): Promise<ParallelismRun[]> {
  const cases = quick
    ? [
        { h: 6, d: 2, s: 2 },
        { h: 5, d: 3, s: 1 },
        { h: 4, d: 6, s: 0 },
      ]
    : [
        { h: 8, d: 2, s: 2 },
        { h: 7, d: 3, s: 2 },
        { h: 6, d: 4, s: 1 },
        { h: 4, d: 8, s: 0 },
        { h: 3, d: 20, s: 0 },
      ];
  const quiet = createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false);
  const out: ParallelismRun[] = [];
  for (const c of cases) {
    const tree = `knary(${c.h},${c.d},${c.s})`;
    const bound = maxSpeedup(c.h, c.d, c.s, 2);
    for (const scheduler of ['steal', 'graph-level', 'central']) {
      const balancing = balancingOf(knaryApp, { balancer: scheduler, repeat: 1, spin: 'auto' });
      const o = await knaryApp.run(
        {
          topology: 'ring:2',
          ranks: 2,
          storage: 'distributed',
          balancing,
          repeat: quick ? 1 : 3,
          spin: busy ? false : 'auto',
          progress: quiet,
        },
        { ...c, iters: quick ? 200 : 2000 },
      );
      if (!o.correct) throw bug(`${tree} under ${scheduler} differs from its sequential reference`);
      out.push({ tree, parallelism: parallelism(c.h, c.d, c.s), bound, scheduler, speedup: median(o.sequentialMs) / median(o.parallelMs) });
    }
    out.push({ tree, parallelism: parallelism(c.h, c.d, c.s), bound, scheduler: 'bound w/(w/p + cp)', speedup: bound });
  }
  return out;
}

interface SyntheticJson {
  readonly balancers: {
    P: number;
    balancer: string;
    before: number;
    after: number;
    leBusy: number;
    decisionMs: number;
    rowsMoved: number;
    wallMs: number;
    vsStatic: number;
  }[];
  readonly gde: { topology: string; P: number; sweeps: number; quietSweep: number; delta: number }[];
}

/** Sum over steps of the largest per-rank work. */
export function bottleneckOf(trace: MetricsTrace | undefined): number {
  return trace === undefined ? Number.NaN : stepLoads(trace).reduce((s, x) => s + Math.max(...x.work), 0);
}

export async function macroSuite(ctx: SuiteContext): Promise<SuiteResult> {
  const q = ctx.quick;
  const size: [number, number] = q ? [64, 64] : [192, 192];
  const steps = q ? 24 : 100;
  const repeat = q ? 1 : 3;
  const intervals = q ? [1, 2, 5, 10] : [1, 2, 5, 10, 20, 50];
  // every balancer of @meshwork/balancers: one added to its list joins the suite
  const strategies = balancerFactories.map((f) => f.name);
  const rankCounts = q ? [2, 4] : [2, 4, 8];
  const plan: { P: number; balancer: string; every: number }[] = [];
  for (const every of [0, ...intervals]) plan.push({ P: 2, balancer: every === 0 ? 'static' : 'gde', every });
  for (const P of rankCounts.filter((p) => p !== 2))
    for (const b of strategies) plan.push({ P, balancer: b, every: b === 'static' ? 0 : 2 });
  ctx.progress.begin(`macro suite: wator ${size.join('x')}, ${steps} steps`, plan.length + 2);
  const runs: MacroRun[] = [];
  const traces = new Map<string, MetricsTrace>();
  const quiet = createProgress(ctx.out, false);
  for (const p of plan) {
    const balancing = balancingFromFlags({ balancer: p.balancer, every: p.every }, { balancer: 'static' });
    const o: AppOutcome = await wator.run(
      { topology: `ring:${p.P}`, ranks: p.P, storage: 'distributed', balancing, repeat, spin: ctx.busy ? false : 'auto', progress: quiet },
      // work units, as in the paper: the bottleneck and eta of the work-unit model stay deterministic
      { size, steps, seed: 1, minnows: 0.3, sharks: 0.05, loads: 'work' },
    );
    if (!o.correct) throw bug(`wator ${p.balancer} on ring:${p.P} differs from its sequential reference`);
    const seq = median(o.sequentialMs);
    const par = median(o.parallelMs);
    runs.push({
      app: 'wator',
      P: p.P,
      balancer: p.balancer,
      every: p.every,
      sequentialMs: seq,
      parallelMs: par,
      speedup: seq / par,
      leWork: o.leWork,
      leBusy: o.leBusy ?? Number.NaN,
      bottleneck: bottleneckOf(o.trace),
      balances: o.balance?.balances ?? 0,
      unitsMoved: o.balance?.unitsMoved ?? 0,
      decisionMs: o.balance?.decisionMs ?? 0,
    });
    if (o.trace !== undefined) traces.set(`${p.P}:${p.balancer}:${p.every}`, o.trace);
    ctx.progress.step(`wator ring:${p.P} ${balancing.label}`);
  }
  const synthetic = await runScript<SyntheticJson>({
    script: benchScript('balancers/run.js').href,
    args: ['--json', ...(q ? ['--quick'] : [])],
    timeoutMs: 900_000,
  });
  ctx.progress.step('bench/src/balancers: synthetic workload, GDE sweeps');
  const parallelism = await parallelismRuns(q, ctx.busy);
  ctx.progress.step('knary: speedup vs degree of parallelism');
  ctx.progress.end();
  return buildMacro(ctx.quick, runs, traces, synthetic, parallelism, { size, steps, repeat });
}

function buildMacro(
  quick: boolean,
  runs: MacroRun[],
  traces: Map<string, MetricsTrace>,
  synthetic: SyntheticJson,
  parallelism: readonly ParallelismRun[],
  config: { size: [number, number]; steps: number; repeat: number },
): SuiteResult {
  const st2 = runs.find((r) => r.P === 2 && r.balancer === 'static') as MacroRun;
  const sweep = runs.filter((r) => r.P === 2);
  const etaRows = sweep
    .filter((r) => r.every > 0)
    .flatMap((r) => [
      { every: r.every, eta: improvement(st2.parallelMs, r.parallelMs), measure: 'measured time' },
      { every: r.every, eta: improvement(st2.bottleneck, r.bottleneck), measure: 'work-unit model' },
    ]);
  const maxP = Math.max(...runs.map((r) => r.P));
  const speedRows = runs
    .filter((r) => r.balancer === 'static' || (r.balancer === 'gde' && r.every === 2))
    .map((r) => ({ P: r.P, speedup: r.speedup, balancer: r.balancer }));
  const leRows = [
    ...runs
      .filter((r) => r.P === maxP)
      .map((r) => ({ strategy: r.balancer, le: 100 * r.leWork, workload: `wator ring:${maxP} (work units)` })),
    ...synthetic.balancers.map((b) => ({ strategy: b.balancer, le: 100 / b.after, workload: `synthetic ring:${b.P} (work units)` })),
  ];
  const uRows = ['static', 'gde']
    .flatMap((b) => {
      const t = traces.get(`${maxP}:${b}:${b === 'static' ? 0 : 2}`);
      return t === undefined ? [] : stepLoads(t).map((s) => ({ step: s.step, u: summarize(s.work).utilization, balancer: b }));
    })
    .filter((x) => Number.isFinite(x.u));
  const charts: Chart[] = [
    {
      file: 'macro-interval.svg',
      title: 'Time vs balancing interval: improvement eta of gde over static (wator, ring:2)',
      spec: lineChart(etaRows, {
        title: 'wator ring:2: eta of gde vs static by interval',
        x: 'every',
        y: 'eta',
        series: 'measure',
        xTitle: 'balance every k steps',
        yTitle: 'eta %',
        xLog: true,
        rule: 0,
      }),
    },
    {
      file: 'macro-speedup.svg',
      title: 'Speedup over the sequential reference vs ranks (wator)',
      spec: lineChart(speedRows, {
        title: 'wator: speedup vs ranks',
        x: 'P',
        y: 'speedup',
        series: 'balancer',
        xTitle: 'ranks P',
        yTitle: 'speedup',
        rule: 1,
      }),
    },
    {
      file: 'macro-le-strategy.svg',
      title: 'LE per strategy',
      spec: barChart(leRows, { title: 'LE per strategy', x: 'strategy', y: 'le', group: 'workload', xTitle: 'balancer', yTitle: 'LE %' }),
    },
    {
      file: 'macro-utilization.svg',
      title: `U_k per step, static vs gde every 2 (wator, ring:${maxP})`,
      spec: lineChart(uRows, {
        title: `wator ring:${maxP}: U_k per step (work units)`,
        x: 'step',
        y: 'u',
        series: 'balancer',
        xTitle: 'step',
        yTitle: 'U_k',
      }),
    },
  ];
  charts.push({
    file: 'macro-parallelism.svg',
    title: 'Speedup vs degree of parallelism w/cp (knary at 2 ranks), with the bound w/(w/p + cp)',
    spec: lineChart(
      parallelism.map((r) => ({ parallelism: r.parallelism, speedup: r.speedup, scheduler: r.scheduler })),
      {
        title: 'knary, 2 ranks: speedup vs parallelism',
        x: 'parallelism',
        y: 'speedup',
        series: 'scheduler',
        xTitle: 'degree of parallelism w/cp',
        yTitle: 'speedup',
        xLog: true,
        rule: 1,
      },
    ),
  });
  for (const b of ['static', 'gde']) {
    const t = traces.get(`${maxP}:${b}:${b === 'static' ? 0 : 2}`);
    if (t !== undefined) {
      charts.push({
        file: `macro-heatmap-${b}.svg`,
        title: `Load per rank over time, ${b} (wator, ring:${maxP})`,
        spec: loadHeatmap(t, `wator ring:${maxP}, ${b}`) as ChartSpec,
      });
    }
  }
  const f = (x: number) => Number(x.toFixed(2));
  return {
    suite: 'macro',
    title: `Macro suite: wator ${config.size.join('x')}, ${config.steps} steps, ${config.repeat} repeat(s) per run; synthetic balancer bench`,
    quick,
    tables: [
      {
        title: 'WaTor: app x balancer x ranks x interval (sequential reference and static split in the same process)',
        columns: [
          'P',
          'balancer',
          'every',
          'seq ms',
          'par ms',
          'speedup',
          'LE work %',
          'LE cpu %',
          'bottleneck',
          'balances',
          'moved',
          'decide ms',
        ],
        rows: runs.map((r) => [
          r.P,
          r.balancer,
          r.every,
          f(r.sequentialMs),
          f(r.parallelMs),
          f(r.speedup),
          f(100 * r.leWork),
          f(100 * r.leBusy),
          r.bottleneck,
          r.balances,
          r.unitsMoved,
          f(r.decisionMs),
        ]),
        note: "bottleneck = sum over steps of the busiest rank's work units (deterministic); eta in the charts is against the static row of the same P",
      },
      {
        title: 'Synthetic workload (drifting hot spot), every balancer balanced every phase (bench/src/balancers)',
        columns: ['P', 'balancer', 'max/avg before', 'after', 'LE cpu %', 'decide ms', 'rows moved', 'wall ms', 'vs static'],
        rows: synthetic.balancers.map((b) => [
          b.P,
          b.balancer,
          f(b.before),
          f(b.after),
          f(100 * b.leBusy),
          f(b.decisionMs),
          b.rowsMoved,
          f(b.wallMs),
          f(b.vsStatic),
        ]),
      },
      {
        title: 'GDE decision sweeps (random loads 100..300, lambda_opt)',
        columns: ['topology', 'P', 'sweeps', 'first quiet', 'Delta'],
        rows: synthetic.gde.map((g) => [g.topology, g.P, g.sweeps, g.quietSweep, g.delta]),
      },
    ],
    charts,
    data: { config, runs, synthetic, parallelism },
  };
}
