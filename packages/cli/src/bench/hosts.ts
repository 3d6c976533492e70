/** Hosts suite: bench/src/hosts (host processes over a local nats-server), every cross-host figure next to its raw NATS baseline. */
import { barChart } from '../charts/bench.ts';
import { type RatioRow, ratioTable, runRatioScript, withRatios } from './ratio-suite.ts';
import type { SuiteContext, SuiteResult } from './suite.ts';

interface HostsJson {
  readonly env: Record<string, unknown>;
  readonly rows: RatioRow<'us' | 'MB/s' | 'ms'>[];
}

/** `meshwork bench --suite hosts`: cross-host links, bandwidth, allreduce and apps vs raw NATS and one host, in one run. */
export async function hostsSuite(ctx: SuiteContext): Promise<SuiteResult> {
  const data = await runRatioScript<HostsJson>(ctx, 'hosts suite (bench/src/hosts)', 'hosts/run.js', 900_000);
  const ratios = withRatios(data.rows);
  return {
    suite: 'hosts',
    title: 'Hosts suite: host processes over a local nats-server, each figure next to its raw baseline, measured in one run',
    quick: ctx.quick,
    tables: [
      ratioTable(
        'Across hosts (median, min, max over the trials; ratio = row vs its reference in the same run)',
        data.rows,
        'time rows: ratio = x slower than the reference; bandwidth rows: the fraction of the reference reached',
      ),
    ],
    charts: [
      {
        file: 'hosts-ratios.svg',
        title: 'Ratio of each cross-host row to its reference',
        spec: barChart(
          ratios.map((r) => ({ row: r.name, ratio: r.ratio, kind: r.unit === 'MB/s' ? 'bandwidth (fraction)' : 'time (x slower)' })),
          { title: 'Hosts: ratio to the reference', x: 'row', y: 'ratio', group: 'kind', xTitle: 'row', yTitle: 'ratio' },
        ),
      },
    ],
    data,
  };
}
