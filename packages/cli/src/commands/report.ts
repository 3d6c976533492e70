/** `meshwork report FILE`: figures and charts from a saved trace (`meshwork run ... --trace FILE`). */
import { basename, join, relative, resolve } from 'node:path';
import { type Output, writeJson } from '@meshwork/harness';
import { ensureDirectory, type MetricsTrace, summarize, writeFileReplacing } from '@meshwork/runtime';
import type { Command } from 'commander';
import { stepLoads } from '../charts/load.ts';
import { writeTraceCharts } from '../charts/trace-charts.ts';
import { readTraceFile, type TraceMeta } from '../trace-file.ts';

export interface TraceFigures {
  readonly ranks: number;
  readonly phases: number;
  readonly steps: number;
  readonly phaseNames: string[];
  /** Over the whole run (per-rank totals). */
  readonly leWork: number;
  readonly leBusy: number;
  /** Mean over steps of U_k (work units; busy time). */
  readonly meanUWork: number;
  readonly meanUBusy: number;
  readonly workPerRank: number[];
  readonly busyMsPerRank: number[];
}

export function traceFigures(trace: MetricsTrace): TraceFigures {
  const steps = stepLoads(trace);
  const work = new Array<number>(trace.ranks).fill(0);
  const busy = new Array<number>(trace.ranks).fill(0);
  for (const s of steps) {
    for (let r = 0; r < trace.ranks; r++) {
      work[r] = (work[r] as number) + (s.work[r] as number);
      busy[r] = (busy[r] as number) + (s.busyMs[r] as number);
    }
  }
  const mean = (xs: number[]) => (xs.length === 0 ? Number.NaN : xs.reduce((a, b) => a + b, 0) / xs.length);
  return {
    ranks: trace.ranks,
    phases: trace.phases.length,
    steps: steps.length,
    phaseNames: [...new Set(trace.phases.map((p) => p.name))],
    leWork: summarize(work).le,
    leBusy: summarize(busy).le,
    meanUWork: mean(steps.map((s) => summarize(s.work).utilization)),
    meanUBusy: mean(steps.map((s) => summarize(s.busyMs).utilization)),
    workPerRank: work,
    busyMsPerRank: busy,
  };
}

function markdown(file: string, meta: TraceMeta, f: TraceFigures, charts: { file: string; title: string }[], dir: string): string {
  const what = [meta.app, meta.topology, meta.balancer].filter((x) => x !== undefined).join(', ');
  return [
    `# Trace report: ${basename(file)}`,
    '',
    what === '' ? '' : `Run: ${what}.`,
    '',
    '| figure | value |',
    '|---|---|',
    `| ranks | ${f.ranks} |`,
    `| steps (phase occurrences) | ${f.steps} (${f.phases}) |`,
    `| phases | ${f.phaseNames.join(', ')} |`,
    `| LE over the run, work units | ${f.leWork.toFixed(1)}% |`,
    `| LE over the run, busy time | ${f.leBusy.toFixed(1)}% |`,
    `| mean U_k, work units / busy time | ${f.meanUWork.toFixed(3)} / ${f.meanUBusy.toFixed(3)} |`,
    '',
    ...charts.flatMap((c) => [`## ${c.title}`, '', `![${c.title}](${relative(dir, c.file)})`, '']),
  ].join('\n');
}

export function registerReport(program: Command, out: Output): void {
  program
    .command('report')
    .description('charts and figures from a saved trace (written by meshwork run --trace FILE)')
    .argument('<file>', 'trace JSON file')
    .option('--out <dir>', 'folder for the SVG charts and report.md (default <file>-report)')
    .option('--json', 'print the figures as JSON', false)
    .action(async (file: string, opts: { out?: string; json: boolean }) => {
      const { trace, meta } = readTraceFile(file);
      const dir = resolve(opts.out ?? `${file.replace(/\.json$/, '')}-report`);
      // Created level by level: an impossible folder (under /proc) is MW_PATH at once, never a loop.
      ensureDirectory(dir, { what: 'report --out', writable: true });
      const figures = traceFigures(trace);
      const title = meta.app === undefined ? basename(file) : `${meta.app} on ${meta.topology ?? '?'}`;
      const charts = await writeTraceCharts(dir, trace, title);
      const md = join(dir, 'report.md');
      writeFileReplacing(md, markdown(file, meta, figures, charts, dir), { what: 'report' });
      if (opts.json) {
        writeJson(out, { file: resolve(file), meta, ...figures, charts: charts.map((c) => c.file), report: md });
        return;
      }
      out.stdout(
        [
          `trace ${file}${meta.app === undefined ? '' : `: ${meta.app} on ${meta.topology}, ${meta.balancer}`}`,
          `  ranks ${figures.ranks}, steps ${figures.steps}, phases ${figures.phaseNames.join(', ')}`,
          `  LE over the run: ${figures.leWork.toFixed(1)}% (work units), ${figures.leBusy.toFixed(1)}% (busy time)`,
          `  mean U_k: ${figures.meanUWork.toFixed(3)} (work units), ${figures.meanUBusy.toFixed(3)} (busy time)`,
          ...charts.map((c) => `  chart: ${c.file}`),
          `  report: ${md}`,
          '',
        ].join('\n'),
      );
    });
}
