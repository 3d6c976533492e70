/** Micro suite: bench/src/micro (tinybench and raw Atomics references), every row a ratio to its limit. */

import { runScript } from '@meshwork/harness';
import { barChart } from '../charts/bench.js';
import { benchScript } from './locate.js';
import type { SuiteContext, SuiteResult } from './suite.js';

interface MicroRow {
  readonly name: string;
  readonly unit: 'us' | 'GB/s';
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly ratio?: number;
  readonly ref?: string;
  readonly target?: string;
  readonly met?: boolean;
}

interface MicroJson {
  readonly env: Record<string, unknown>;
  readonly groups: { id: string; title: string }[];
  readonly rows: MicroRow[];
}

export async function microSuite(ctx: SuiteContext): Promise<SuiteResult> {
  ctx.progress.begin('micro suite (bench/src/micro)', 1);
  const data = await runScript<MicroJson>({
    script: benchScript('micro/run.js').href,
    args: ['--json', ...(ctx.quick ? ['--quick'] : [])],
    timeoutMs: 600_000,
    onLine: (l) => ctx.progress.note(`  ${l}`),
  });
  ctx.progress.step('done');
  ctx.progress.end();
  const ratios = data.rows.filter((r) => r.ratio !== undefined && Number.isFinite(r.ratio));
  return {
    suite: 'micro',
    title: 'Micro suite: runtime primitives next to their raw limits, measured in one run',
    quick: ctx.quick,
    tables: [
      {
        title: 'Micro benchmarks (median, min, max over the repeats; ratio = subject vs its reference in the same run)',
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
      },
    ],
    charts: [
      {
        file: 'micro-ratios-time.svg',
        title: 'Time of each row over its raw reference in the same run (x slower; 1 is the limit)',
        spec: barChart(
          ratios.filter((r) => r.unit === 'us').map((r) => ({ row: r.name, ratio: r.ratio })),
          {
            title: 'Micro: time over the raw limit',
            x: 'row',
            y: 'ratio',
            xTitle: 'row',
            yTitle: 'time / reference time (x slower)',
            horizontal: true,
          },
        ),
      },
      {
        file: 'micro-ratios-bandwidth.svg',
        title: 'Bandwidth of each row as a fraction of its raw reference in the same run (1 is the limit)',
        spec: barChart(
          ratios.filter((r) => r.unit === 'GB/s').map((r) => ({ row: r.name, ratio: r.ratio })),
          {
            title: 'Micro: bandwidth as a fraction of the raw limit',
            x: 'row',
            y: 'ratio',
            xTitle: 'row',
            yTitle: 'bandwidth / reference bandwidth',
            horizontal: true,
          },
        ),
      },
    ],
    data,
  };
}
