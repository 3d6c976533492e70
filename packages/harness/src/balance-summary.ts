/** Sum up the runtime's BalanceReports of a run into the summary's balancer line. */
import type { BalanceReport } from '@meshwork/runtime';
import type { BalanceSummary } from './define.ts';

/** `decisionMs[i]`: the slowest rank's decision time of balance i, when the app collected it. */
export function summarizeReports(reports: readonly BalanceReport[], decisionMs?: readonly number[]): BalanceSummary {
  const mean = (xs: number[]) => (xs.length === 0 ? Number.NaN : xs.reduce((s, x) => s + x, 0) / xs.length);
  const ran = reports.filter((r) => r.skipped === undefined);
  return {
    balances: reports.length,
    skipped: reports.length - ran.length,
    unitsMoved: reports.reduce((s, r) => s + r.unitsMoved, 0),
    bytesMoved: reports.reduce((s, r) => s + r.bytesMoved, 0),
    decisionMs: decisionMs === undefined ? reports.reduce((s, r) => s + r.decisionMs, 0) : decisionMs.reduce((s, x) => s + x, 0),
    beforeMaxOverAvg: mean(reports.map((r) => r.before.maxOverAvg)),
    afterMaxOverAvg: mean(ran.map((r) => r.after.maxOverAvg).filter((x) => Number.isFinite(x))),
  };
}
