/**
 * Paper reproductions: each app's own `paper` (from its definition) sets its key figures next to
 * the paper's, reading its benchmark (bench/'s `apps/run.js <app> --json`, run in a child
 * process); this suite runs them in turn, draws their charts and collects their rows. A
 * reproduction that fails shows its one-line error in its row instead of failing the suite.
 */
import { runScript } from '@meshwork/harness';
import { APPS } from '../apps/registry.ts';
import { lineChart } from '../charts/bench.ts';
import { benchScript } from './locate.ts';
import type { Cell, Chart, SuiteContext, SuiteResult } from './suite.ts';

/** A paper reproduction's full-size benchmark may take minutes; a stuck one is killed after this. */
const BENCH_TIMEOUT_MS = 900_000;

export async function papersSuite(ctx: SuiteContext): Promise<SuiteResult> {
  const apps = APPS.filter((a) => a.paper !== undefined);
  ctx.progress.begin('paper reproductions (each app definition paper)', apps.length);
  const rows: Cell[][] = [];
  const charts: Chart[] = [];
  const data: Record<string, unknown> = {};
  for (const app of apps) {
    try {
      const runBench = <T>(args: readonly string[]) =>
        runScript<T>({ script: benchScript('apps/run.js').href, args: [app.name, '--json', ...args], timeoutMs: BENCH_TIMEOUT_MS });
      const r = await app.paper?.({ quick: ctx.quick, busy: ctx.busy, runBench });
      for (const row of r?.rows ?? []) rows.push([row.paper, row.figure, row.theirs, row.ours]);
      for (const c of r?.charts ?? []) {
        charts.push({
          file: c.file,
          title: c.title,
          spec: lineChart(c.points, {
            title: c.heading,
            x: 'x',
            y: 'y',
            series: 'series',
            xTitle: c.xTitle,
            yTitle: c.yTitle,
            ...(c.xLog === undefined ? {} : { xLog: c.xLog }),
            ...(c.rule === undefined ? {} : { rule: c.rule }),
          }),
        });
      }
      data[app.name] = r?.data;
    } catch (err) {
      rows.push([app.name, 'reproduction failed', '-', (err as Error).message.split('\n')[0] as string]);
      data[app.name] = { error: (err as Error).message };
    }
    ctx.progress.step(app.name);
  }
  ctx.progress.end();
  return {
    suite: 'papers',
    title: "Paper reproductions: each paper's figure next to ours",
    quick: ctx.quick,
    tables: [{ title: 'Paper figures next to ours', columns: ['paper', 'figure', 'in the paper', 'ours (this machine)'], rows }],
    charts,
    data,
  };
}
