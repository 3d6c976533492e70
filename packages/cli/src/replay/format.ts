/** The replay table (terminal and Markdown) and the predicted-time-vs-interval chart. */
import type { Table } from '../bench/suite.js';
import { lineChart } from '../charts/bench.js';
import type { ChartSpec } from '../charts/render.js';
import type { ReplayResult, ReplayRow } from './engine.js';

export const REPLAY_COLUMNS = [
  'configuration',
  'predicted ms',
  'vs static',
  'LE %',
  'U_k',
  'balances',
  'units moved',
  'balance ms',
  'sync ms',
  'replay ms',
] as const;

const f1 = (x: number) => (Number.isFinite(x) ? Number(x.toFixed(1)) : Number.NaN);
const f2 = (x: number) => (Number.isFinite(x) ? Number(x.toFixed(2)) : Number.NaN);
const f3 = (x: number) => (Number.isFinite(x) ? Number(x.toFixed(3)) : Number.NaN);

/** The best replayed configuration (lowest predicted time; ties: fewer balances, then listing order). */
export function bestRow(rows: readonly ReplayRow[]): ReplayRow | undefined {
  let best: ReplayRow | undefined;
  for (const r of rows) {
    if (!Number.isFinite(r.predictedMs)) continue;
    if (best === undefined || r.predictedMs < best.predictedMs || (r.predictedMs === best.predictedMs && r.balances < best.balances)) best = r;
  }
  return best;
}

export function replayTable(result: ReplayResult, title: string): Table {
  const stat = result.rows.find((r) => r.balancer === 'static' && r.policy === 'never');
  const best = bestRow(result.rows);
  const row = (r: ReplayRow, recorded: boolean) => [
    recorded ? r.label : `${r.label}${r === best ? ' *' : ''}`,
    f1(r.predictedMs),
    stat === undefined || !Number.isFinite(r.predictedMs) ? '-' : f2(r.predictedMs / stat.predictedMs),
    f1(r.le),
    f3(r.uk),
    r.balances,
    r.unitsMoved,
    f1(r.balanceMs),
    f1(r.syncMs),
    recorded ? '-' : f2(r.replayMs),
  ];
  const errors = result.rows.filter((r) => r.error !== undefined).map((r) => `${r.label}: ${r.error}`);
  const m = result.model;
  return {
    title,
    columns: REPLAY_COLUMNS,
    rows: [row(result.recorded, true), ...result.rows.map((r) => row(r, false))],
    note: [
      `recorded: measured wall time of the traced run. * marks the lowest predicted time. vs static: over the predicted static split.`,
      `model: ${m.steps} steps, ${m.ranks} ranks, ${m.planes} planes; compute ${(m.msPerUnit * 1e3).toFixed(3)} us/unit + ${(m.msPerPlane * 1e3).toFixed(3)} us/plane; sync ${m.syncMs.toFixed(3)} ms/step; balance ${m.balanceFixedMs.toFixed(3)} ms + decision + ${m.remapNsPerByte} ns/byte; outside the steps ${m.residualMs.toFixed(1)} ms.`,
      ...errors.map((e) => `not replayed: ${e}`),
    ].join('\n  '),
  };
}

/** Predicted time against the interval k, one line per balancer, the static prediction as a rule. */
export function intervalChart(result: ReplayResult, title: string): ChartSpec {
  const data = result.rows
    .filter((r) => r.every !== undefined && Number.isFinite(r.predictedMs))
    .map((r) => ({ balancer: r.balancer, every: r.every as number, ms: f1(r.predictedMs) }));
  const stat = result.rows.find((r) => r.balancer === 'static' && r.policy === 'never');
  return lineChart(data, {
    title,
    x: 'every',
    y: 'ms',
    series: 'balancer',
    xTitle: 'balance every k steps',
    yTitle: 'predicted wall time, ms (dashed: static)',
    xLog: true,
    ...(stat === undefined || !Number.isFinite(stat.predictedMs) ? {} : { rule: f1(stat.predictedMs) }),
  });
}

/** JSON-able result for --json (cut logs dropped, rows flattened). */
export function replayJson(result: ReplayResult, best: ReplayRow | undefined): Record<string, unknown> {
  const strip = ({ cuts: _cuts, ...r }: ReplayRow) => r;
  return { model: result.model, recorded: strip(result.recorded), rows: result.rows.map(strip), best: best?.label };
}
