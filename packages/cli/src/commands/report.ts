/** `meshwork report FILE`: figures and charts from a saved trace (`meshwork run ... --trace FILE`). */
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { type Output, writeJson } from '@meshwork/harness';
import { ensureDirectory, ensureFileTarget, type MetricsTrace, summarize, writeFileReplacing } from '@meshwork/runtime';
import type { Command } from 'commander';
import { stepLoads } from '../charts/steps.ts';
import { writeTraceCharts } from '../charts/trace-charts.ts';
import { cliErrors } from '../errors.ts';
import { checkTimelineFile, writeReportPage } from '../page/write.ts';
import { readTraceFile, type TraceMeta } from '../trace-file.ts';

export interface TraceFigures {
  readonly ranks: number;
  readonly phases: number;
  readonly steps: number;
  readonly phaseNames: string[];
  /** Load efficiency over the whole run (per-rank totals), fractions in [0, 1]; text shows percent. */
  readonly leWork: number;
  readonly leBusy: number;
  /** Mean over steps of U_k (work units; busy time). */
  readonly meanUWork: number;
  readonly meanUBusy: number;
  readonly workPerRank: number[];
  readonly busyMsPerRank: number[];
}

/**
 * The trace's figures. Busy time is the busy wall time where the phases carry it beside a thread
 * CPU clock (`wallBusyNs`: that clock moves in scheduler ticks, so short phases read 0 and a run's
 * figures 100%), else the phases' busy time.
 */
export function traceFigures(trace: MetricsTrace): TraceFigures {
  const all = stepLoads(trace);
  const wall = all.length > 0 && all.every((s) => s.wallBusyMs !== undefined);
  const steps = wall ? all.map((s) => ({ ...s, busyMs: s.wallBusyMs as number[] })) : all;
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
    `| LE over the run, work units | ${(100 * f.leWork).toFixed(1)}% |`,
    `| LE over the run, busy time | ${(100 * f.leBusy).toFixed(1)}% |`,
    `| mean U_k, work units / busy time | ${f.meanUWork.toFixed(3)} / ${f.meanUBusy.toFixed(3)} |`,
    '',
    ...charts.flatMap((c) => [`## ${c.title}`, '', `![${c.title}](${relative(dir, c.file)})`, '']),
  ].join('\n');
}

/** The page's title: what ran, where, with which balancer (else the trace file's name). */
export function pageTitle(meta: TraceMeta, fallback: string): string {
  if (meta.app === undefined) return `Meshwork run: ${fallback}`;
  return `${meta.app} on ${meta.topology ?? '?'}${meta.balancer === undefined ? '' : `, ${meta.balancer}`}`;
}

/** The timeline to link: `--timeline`, else the one the trace's meta names (relative to the trace) when it is still there. */
function timelineOf(file: string, meta: TraceMeta, given: string | undefined): string | undefined {
  if (given !== undefined) return checkTimelineFile(given, '--timeline');
  if (meta.timeline === undefined) return undefined;
  const path = resolve(dirname(resolve(file)), meta.timeline);
  return existsSync(path) ? checkTimelineFile(path, "the trace's timeline") : undefined;
}

export function registerReport(program: Command, out: Output): void {
  program
    .command('report')
    .description('charts and figures from a saved trace (written by meshwork run --trace FILE)')
    .argument('<file>', 'trace JSON file')
    .option('--out <dir>', 'folder for the SVG charts and report.md (default <file>-report)')
    .option(
      '--html [file]',
      'also write the report page: one self-contained HTML file with interactive charts (default report.html in the --out folder)',
    )
    .option('--timeline <file>', 'the timeline file the page links to (default: the one the trace names, from meshwork run --timeline)')
    .option('--json', 'print the figures as JSON', false)
    .action(async (file: string, opts: { out?: string; html?: string | true; timeline?: string; json: boolean }) => {
      if (opts.timeline !== undefined && opts.html === undefined) throw cliErrors.timelineNeedsHtml();
      const { trace, meta } = readTraceFile(file);
      const timeline = opts.html === undefined ? undefined : timelineOf(file, meta, opts.timeline);
      const dir = resolve(opts.out ?? `${file.replace(/\.json$/, '')}-report`);
      // a page of its own checked before the folder is made; the default one goes in the folder
      const pageFile =
        opts.html === undefined
          ? undefined
          : opts.html === true
            ? join(dir, 'report.html')
            : ensureFileTarget(opts.html, { what: '--html' });
      // Created level by level: an impossible folder (under /proc) is MW_PATH at once, never a loop.
      ensureDirectory(dir, { what: 'report --out', writable: true });
      const figures = traceFigures(trace);
      const title = meta.app === undefined ? basename(file) : `${meta.app} on ${meta.topology ?? '?'}`;
      const charts = await writeTraceCharts(dir, trace, title);
      const md = join(dir, 'report.md');
      writeFileReplacing(md, markdown(file, meta, figures, charts, dir), { what: 'report' });
      const page =
        pageFile === undefined
          ? undefined
          : writeReportPage({ path: pageFile, trace, meta, figures, title: pageTitle(meta, basename(file)), source: file, timeline }).path;
      if (opts.json) {
        writeJson(out, {
          file: resolve(file),
          meta,
          ...figures,
          charts: charts.map((c) => c.file),
          report: md,
          ...(page === undefined ? {} : { page, timeline: timeline ?? null }),
        });
        return;
      }
      out.stdout(
        [
          `trace ${file}${meta.app === undefined ? '' : `: ${meta.app} on ${meta.topology}, ${meta.balancer}`}`,
          `  ranks ${figures.ranks}, steps ${figures.steps}, phases ${figures.phaseNames.join(', ')}`,
          `  LE over the run: ${(100 * figures.leWork).toFixed(1)}% (work units), ${(100 * figures.leBusy).toFixed(1)}% (busy time)`,
          `  mean U_k: ${figures.meanUWork.toFixed(3)} (work units), ${figures.meanUBusy.toFixed(3)} (busy time)`,
          ...charts.map((c) => `  chart: ${c.file}`),
          `  report: ${md}`,
          ...(page === undefined ? [] : [`  page: ${page}`, ...(timeline === undefined ? [] : [`  timeline: ${timeline}`])]),
          '',
        ].join('\n'),
      );
    });
}
