/**
 * One unit for load efficiency: a fraction in [0, 1] in the library's objects and in the JSON
 * report (like utilization), percent only in the text a person reads. Fixed figures, no threads.
 */
import { aggregate, loadEfficiency, type RankMetrics, type RunResult, summarize, utilization } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import type { AppOutcome } from '../src/define.ts';
import { runFigures } from '../src/figures.ts';
import { formatComparison, formatSummary, type RunHeader, summarizeRun } from '../src/summary.ts';

const header = (label: string): RunHeader => ({
  app: 'p',
  topology: 'chain:2',
  ranks: 2,
  storage: undefined,
  balancing: { label, balancer: label, policy: label === 'static' ? 'never' : 'adaptive' },
  repeat: 2,
});

const outcome = (leWork: number, leBusy: number | undefined, parallelMs: number[]): AppOutcome => ({
  result: 'r',
  leWork,
  leBusy,
  balance: undefined,
  trace: undefined,
  files: [],
  details: {},
  correct: true,
  sequentialMs: [200, 200],
  parallelMs,
});

const rank = (r: number, busyNs: number, workUnits: number): RankMetrics => ({
  rank: r,
  clock: 'wall',
  phases: [{ name: 'step', index: 0, busyNs, wallNs: busyNs, workUnits, messages: 0, bytes: 0 }],
  totals: { busyNs, wallNs: busyNs, workUnits, messages: 0, bytes: 0 },
});

describe('LE is a fraction in objects and JSON, percent in text', () => {
  it('the runtime: LoadSummary.le and loadEfficiency are fractions, the same unit as utilization', () => {
    const loads = [446, 500]; // avg 473, max 500
    expect(loadEfficiency(loads)).toBeCloseTo(0.946, 12);
    expect(summarize(loads)).toMatchObject({ le: 0.946, utilization: 0.946 });
    const metrics = aggregate([rank(0, 3e6, 60), rank(1, 1e6, 40)]);
    expect(metrics.totals.work.le).toBeCloseTo(50 / 60, 12);
    expect(metrics.totals.busy.le).toBeCloseTo(2 / 3, 12);
    expect(metrics.phases[0]?.work.le).toBe(metrics.totals.work.le);
    expect(utilization([60, 40])).toBeCloseTo(metrics.totals.work.le, 12);
  });

  it("an app's figures of a cluster run carry the fractions", () => {
    const ranks = [rank(0, 3e6, 60), rank(1, 1e6, 40)];
    const run: RunResult<number> = { results: [0, 0], ranks, metrics: aggregate(ranks), links: [], route: [], wallMs: 1 };
    const f = runFigures(run);
    expect(f.leWork).toBeCloseTo(50 / 60, 12);
    expect(f.leBusy).toBeCloseTo(2 / 3, 12);
  });

  it('the JSON report holds the fraction; the summary prints percent', () => {
    const s = summarizeRun(header('gde adaptive'), outcome(0.892, 0.8745, [10, 11]), undefined, [], 2);
    const json = JSON.parse(JSON.stringify(s)) as { leWork: number; leBusy: number };
    expect(json.leWork).toBe(0.892);
    expect(json.leBusy).toBe(0.8745);
    const text = formatSummary(s);
    expect(text).toMatch(/LE work units +: 89\.2%\n/);
    expect(text).toMatch(/LE busy time +: 87\.5%\n/);
    expect(text).not.toMatch(/0\.892/);
  });

  it('--compare prints both sides in percent', () => {
    const a = summarizeRun(header('gde adaptive'), outcome(0.992, undefined, [10, 11]), undefined, [], 2);
    const b = summarizeRun(header('static'), outcome(0.6087, undefined, [14, 15]), undefined, [], 2);
    expect(formatComparison(a, b)).toContain('LE (work units) 99.2% vs 60.9%');
  });
});
