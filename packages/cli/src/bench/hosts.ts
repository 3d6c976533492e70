/** Hosts suite: bench/src/hosts (host processes over a local nats-server), every cross-host figure next to its raw NATS baseline. */
import { runScript } from '@meshwork/harness';
import { barChart } from '../charts/bench.js';
import { benchScript } from './locate.js';
import type { SuiteContext, SuiteResult } from './suite.js';

interface HostsRow {
  readonly name: string;
  readonly unit: 'us' | 'MB/s' | 'ms';
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly ratio?: number;
  readonly ref?: string;
  readonly target?: string;
  readonly met?: boolean;
}

interface HostsJson {
  readonly env: Record<string, unknown>;
  readonly rows: HostsRow[];
}

/** `meshwork bench --suite hosts`: cross-host links, bandwidth, allreduce and apps vs raw NATS and one host, in one run. */
export async function hostsSuite(ctx: SuiteContext): Promise<SuiteResult> {
  ctx.progress.begin('hosts suite (bench/src/hosts)', 1);
  const data = await runScript<HostsJson>({
    script: benchScript('hosts/run.js').href,
    args: ['--json', ...(ctx.quick ? ['--quick'] : [])],
    timeoutMs: 900_000,
    onLine: (l) => ctx.progress.note(`  ${l}`),
  });
  ctx.progress.step('done');
  ctx.progress.end();
  const ratios = data.rows.filter((r) => r.ratio !== undefined && Number.isFinite(r.ratio));
  return {
    suite: 'hosts',
    title: 'Hosts suite: host processes over a local nats-server, each figure next to its raw baseline, measured in one run',
    quick: ctx.quick,
    tables: [
      {
        title: 'Across hosts (median, min, max over the trials; ratio = row vs its reference in the same run)',
        columns: ['row', 'unit', 'median', 'min', 'max', 'ratio', 'vs', 'target'],
        rows: data.rows.map((r) => [
          r.name,
          r.unit,
          r.median,
          r.min,
          r.max,
          r.ratio ?? '-',
          r.ref ?? '-',
          r.target === undefined ? '-' : `${r.target}${r.met === false ? ' (missed)' : ''}`,
        ]),
        note: 'time rows: ratio = x slower than the reference; bandwidth rows: the fraction of the reference reached',
      },
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
