/** The replay table (terminal and Markdown) and the predicted-time-vs-interval chart. */

import { bestRow, type ReplayModel, type ReplayResult, type ReplayRow } from '@meshwork/replay';
import type { Table } from '../bench/suite.ts';
import type { ChartSpec } from '../charts/render.ts';

export const REPLAY_COLUMNS = [
  'configuration',
  'predicted ms',
  '± ms (95%)',
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

export function replayTable(result: ReplayResult, title: string): Table {
  const stat = result.rows.find((r) => r.balancer === 'static' && r.policy === 'never');
  const best = bestRow(result.rows);
  const row = (r: ReplayRow, recorded: boolean) => [
    recorded ? r.label : `${r.label}${r === best ? ' *' : ''}`,
    f1(r.predictedMs),
    recorded ? '-' : f1(r.uncertaintyMs),
    stat === undefined || !Number.isFinite(r.predictedMs) ? '-' : f2(r.predictedMs / stat.predictedMs),
    f1(100 * r.le),
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
      `recorded: measured wall time of the traced run. * marks the lowest predicted time. ± ms: half-width of the prediction's 95% interval from the model's residuals. vs static: over the predicted static split.`,
      `model: ${m.steps} steps, ${m.ranks} ranks, processor grid ${m.procDims.join('x')}; compute ${(m.msPerUnit * 1e3).toFixed(3)} us/unit + ${(m.msPerPlane * 1e3).toFixed(3)} us/${m.axes.length > 1 ? 'cell' : 'plane'}; sync ${m.syncMs.toFixed(3)} ms/look (${m.syncSamples} measured${m.syncSource === 'trace' ? '' : ' in a calibration run'}); outside the steps ${m.residualMs.toFixed(1)} ms.`,
      `balance cost: decision + ${m.balance.fixedMs.toFixed(3)} ms + ${m.balance.msPerRemap.toFixed(3)} ms if it moves + ${(m.balance.msPerItem * 1e3).toFixed(3)} us/plane moved + ${(m.balance.msPerByte * 1e6).toFixed(3)} ns/byte${m.afterBalanceMs > 0 ? ` + ${m.afterBalanceMs.toFixed(3)} ms after it` : ''}${m.afterGapMs > 0 ? ` + ${m.afterGapMs.toFixed(3)} ms after a gap of 5 phases or more (a share below)` : ''} (${balanceSource(m.balance)}).`,
      ...perBalancerLines(m),
      ...errors.map((e) => `not replayed: ${e}`),
    ].join('\n  '),
  };
}

/**
 * Predicted time against the interval k, one line per balancer (shapes tell overlapping lines
 * apart), the static prediction as a dashed rule. The time axis starts near the data, not at 0:
 * the differences between configurations are often a few percent.
 */
export function intervalChart(result: ReplayResult, title: string): ChartSpec {
  const data = result.rows
    .filter((r) => r.every !== undefined && Number.isFinite(r.predictedMs))
    .map((r) => ({ balancer: r.balancer, every: r.every as number, ms: f1(r.predictedMs) }));
  const stat = result.rows.find((r) => r.balancer === 'static' && r.policy === 'never');
  const intervals = [...new Set(data.map((d) => d.every))].sort((x, y) => x - y);
  const layers: unknown[] = [
    {
      mark: { type: 'line', point: { filled: true, size: 60 } },
      encoding: {
        x: { field: 'every', type: 'quantitative', title: 'balance every k steps', scale: { type: 'log' }, axis: { values: intervals } },
        y: { field: 'ms', type: 'quantitative', title: 'predicted wall time, ms', scale: { zero: false } },
        color: { field: 'balancer', type: 'nominal', title: 'balancer' },
        shape: { field: 'balancer', type: 'nominal', title: 'balancer' },
      },
    },
  ];
  if (stat !== undefined && Number.isFinite(stat.predictedMs)) {
    const ms = f1(stat.predictedMs);
    layers.push(
      {
        data: { values: [{ ms }] },
        mark: { type: 'rule', strokeDash: [4, 3], color: '#555' },
        encoding: { y: { field: 'ms', type: 'quantitative' } },
      },
      {
        data: { values: [{ ms, label: `static ${ms} ms` }] },
        mark: { type: 'text', align: 'left', dx: 4, dy: -6, color: '#555', x: 0 },
        encoding: { y: { field: 'ms', type: 'quantitative' }, text: { field: 'label' } },
      },
    );
  }
  return { title, width: 420, height: 260, data: { values: data }, layer: layers } as ChartSpec;
}

/** JSON-able result for --json (cut logs dropped, rows flattened). */
export function replayJson(result: ReplayResult, best: ReplayRow | undefined): Record<string, unknown> {
  const strip = ({ cuts: _cuts, ...r }: ReplayRow) => r;
  return { model: result.model, recorded: strip(result.recorded), rows: result.rows.map(strip), best: best?.label };
}

/** A line per balancer calibrated on its own: its decision, fixed part and after-balance part. */
function perBalancerLines(m: ReplayModel): string[] {
  return Object.entries(m.perBalancer).map(
    ([key, c]) =>
      `${key.split(' ')[0]}: decision ${c.decisionMs.toFixed(3)} ms (on the ranks) + ${c.balance.fixedMs.toFixed(3)} ms fixed${c.afterBalanceMs > 0 ? ` + ${c.afterBalanceMs.toFixed(3)} ms after it` : ''} (its own calibration run, ${c.balance.samples} balances), the other parts as above.`,
  );
}

/** Where a balance cost model's coefficients come from, in words. */
function balanceSource(b: ReplayModel['balance']): string {
  if (b.source === 'trace') return `fitted from ${b.samples} recorded balances`;
  if (b.source === 'calibration run') return `fitted from ${b.samples} balances of calibration runs on this machine`;
  return 'calibrated: one measured sync point, copies timed on this machine; no calibration run';
}
