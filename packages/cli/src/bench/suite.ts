/** What a bench suite returns: tables for the terminal and the report, chart specs, raw data for --json. */

import type { MachineCheck, Output, Progress } from '@meshwork/harness';
import type { ChartSpec } from '../charts/render.ts';
import type { Machine } from './machine.ts';

export type Cell = string | number;

export interface Table {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  readonly note?: string;
}

export interface Chart {
  /** File name in the report folder, e.g. `wator-interval.svg`. */
  readonly file: string;
  readonly title: string;
  readonly spec: ChartSpec;
}

export interface SuiteResult {
  readonly suite: string;
  readonly title: string;
  readonly quick: boolean;
  readonly tables: readonly Table[];
  readonly charts: readonly Chart[];
  readonly data: unknown;
}

export interface SuiteContext {
  readonly quick: boolean;
  /** The machine is busy (load average above half the cores): ranks sleep instead of spinning. */
  readonly busy: boolean;
  readonly progress: Progress;
  readonly out: Output;
  /** `--rounds auto`: the suites that compare two sides run rounds until the 95% CI is within +-5% (wall). */
  readonly rounds?: 'auto';
  /** `--warmup n`: untimed runs of each side before the timed rounds (wall; default 1). */
  readonly warmup?: number;
}

export interface BenchReport extends SuiteResult {
  readonly machine: Machine;
  readonly seconds: number;
  /** How ranks waited: 'auto' (spin while ranks <= cores) or 'off' (the machine was busy). */
  readonly spin: 'auto' | 'off';
  /** The machine check run before the suite (wall, micro; --machine-check for any). */
  readonly machineCheck?: MachineCheck;
}

export function cellText(c: Cell, digits = 2): string {
  if (typeof c === 'string') return c;
  if (!Number.isFinite(c)) return '-';
  return Number.isInteger(c) ? String(c) : c.toFixed(digits);
}

export function formatTable(t: Table): string {
  const cells = [t.columns, ...t.rows.map((r) => r.map((c) => cellText(c)))];
  const widths = t.columns.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const numeric = t.columns.map((_, i) => t.rows.every((r) => typeof r[i] === 'number'));
  const line = (r: readonly string[]) =>
    `  ${r.map((c, i) => (numeric[i] ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number))).join('  ')}`.trimEnd();
  return [t.title, line(t.columns), ...cells.slice(1).map(line), ...(t.note === undefined ? [] : [`  ${t.note}`]), ''].join('\n');
}

export function markdownTable(t: Table): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  return [
    `| ${t.columns.map(esc).join(' | ')} |`,
    `|${t.columns.map((_, i) => (t.rows.every((r) => typeof r[i] === 'number') ? '---:' : '---')).join('|')}|`,
    ...t.rows.map((r) => `| ${r.map((c) => esc(cellText(c))).join(' | ')} |`),
  ].join('\n');
}
