/** A trace's report page written to a file: the summary rows, the timeline linked relative to the page. */
import { statSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { type MetricsTrace, writeFileReplacing } from '@meshwork/runtime';
import { pathError } from '@meshwork/runtime/plugin';
import type { TraceFigures } from '../commands/report.ts';
import type { TraceMeta } from '../trace-file.ts';
import { type ReportPageData, reportPageData } from './data.ts';
import { reportPageHtml } from './html.ts';

export interface PageRequest {
  /** Where the page goes (its folder exists). */
  readonly path: string;
  readonly trace: MetricsTrace;
  readonly meta: TraceMeta;
  readonly figures: TraceFigures;
  readonly title: string;
  /** The trace file the page was made from, when there is one (its name goes in the summary). */
  readonly source?: string | undefined;
  /** The run's timeline file, linked from the page. */
  readonly timeline?: string | undefined;
}

/** `to` as a link from a page in `fromDir`: relative, `/`-separated, each segment percent-encoded. */
export function relativeHref(fromDir: string, to: string): string {
  return relative(fromDir, to).split(sep).map(encodeURIComponent).join('/');
}

/** A timeline file to link: it must be a regular file (MW_PATH otherwise, before any page is written). */
export function checkTimelineFile(path: string, what: string): string {
  const abs = resolve(path);
  const st = statSync(abs, { throwIfNoEntry: false });
  if (st === undefined || !st.isFile())
    throw pathError(
      what,
      path,
      'a timeline file (meshwork run --timeline FILE)',
      st === undefined ? 'no such file (ENOENT)' : 'not a regular file',
    );
  return abs;
}

export function summaryRows(meta: TraceMeta, f: TraceFigures, balances: number, recordSteps: number, source?: string): [string, string][] {
  const rows: [string, string][] = [];
  const what = [meta.app, meta.topology, meta.balancer].filter((x) => x !== undefined).join(', ');
  if (what !== '') rows.push(['run', what]);
  if (source !== undefined) rows.push(['trace file', basename(source)]);
  rows.push(
    ['ranks', String(f.ranks)],
    ['steps (phase occurrences)', `${f.steps} (${f.phases})`],
    ['phases', f.phaseNames.join(', ')],
    ['LE over the run, work units / busy time', `${(100 * f.leWork).toFixed(1)}% / ${(100 * f.leBusy).toFixed(1)}%`],
    ['mean U_k, work units / busy time', `${f.meanUWork.toFixed(3)} / ${f.meanUBusy.toFixed(3)}`],
  );
  if (recordSteps > 0) rows.push(['balances', `${balances} in ${recordSteps} steps of the load record`]);
  if (meta.measuredMs !== undefined) rows.push(['parallel wall time', `${meta.measuredMs.toFixed(1)} ms`]);
  if (meta.createdAt !== undefined) rows.push(['recorded', meta.createdAt]);
  return rows;
}

/** Write the page; returns its absolute path and the data it embeds. */
export function writeReportPage(req: PageRequest): { path: string; data: ReportPageData } {
  const path = resolve(req.path);
  const timeline =
    req.timeline === undefined ? undefined : { href: relativeHref(dirname(path), req.timeline), name: basename(req.timeline) };
  const loads = req.trace.loads;
  const balances = (loads?.steps ?? []).filter((s) => s.balance !== undefined && s.balance.skipped === undefined).length;
  const summary = summaryRows(req.meta, req.figures, balances, loads?.steps.length ?? 0, req.source);
  const data = reportPageData({ trace: req.trace, title: req.title, summary, timeline });
  writeFileReplacing(path, reportPageHtml(data), { what: 'report page' });
  return { path, data };
}
