/** What the suites that set each figure next to a raw reference share (micro, hosts): the script run, the row type, the table. */
import { runScript } from '@meshwork/harness';
import { benchScript } from './locate.ts';
import type { SuiteContext, Table } from './suite.ts';

/** A row of such a suite's JSON: one figure's spread and, when it has a reference, its ratio to it. */
export interface RatioRow<Unit extends string = string> {
  readonly name: string;
  readonly unit: Unit;
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly ratio?: number;
  readonly ref?: string;
  readonly target?: string;
  readonly met?: boolean;
}

/** Run the bench script `script` (under bench/src) with `--json` (and `--quick`) as one progress step named `label`. */
export async function runRatioScript<T>(ctx: SuiteContext, label: string, script: string, timeoutMs: number): Promise<T> {
  ctx.progress.begin(label, 1);
  const data = await runScript<T>({
    script: benchScript(script).href,
    args: ['--json', ...(ctx.quick ? ['--quick'] : [])],
    timeoutMs,
    onLine: (l) => ctx.progress.note(`  ${l}`),
  });
  ctx.progress.step('done');
  ctx.progress.end();
  return data;
}

/** The rows with a finite ratio (what the ratio charts draw). */
export function withRatios<R extends RatioRow>(rows: readonly R[]): (R & { readonly ratio: number })[] {
  return rows.filter((r): r is R & { readonly ratio: number } => r.ratio !== undefined && Number.isFinite(r.ratio));
}

/** The table of every row: its spread, its ratio, the reference it is measured against and its target. */
export function ratioTable(title: string, rows: readonly RatioRow[], note?: string): Table {
  return {
    title,
    columns: ['row', 'unit', 'median', 'min', 'max', 'ratio', 'vs', 'target'],
    rows: rows.map((r) => [
      r.name,
      r.unit,
      r.median,
      r.min,
      r.max,
      r.ratio ?? '-',
      r.ref ?? '-',
      r.target === undefined ? '-' : `${r.target}${r.met === false ? ' (missed)' : ''}`,
    ]),
    ...(note === undefined ? {} : { note }),
  };
}
