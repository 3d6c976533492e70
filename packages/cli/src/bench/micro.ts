/** Micro suite: bench/src/micro (tinybench and raw Atomics references), every row a ratio to its limit. */

import { barChart } from '../charts/bench.ts';
import { type RatioRow, ratioTable, runRatioScript, withRatios } from './ratio-suite.ts';
import type { SuiteContext, SuiteResult } from './suite.ts';

interface MicroJson {
  readonly env: Record<string, unknown>;
  readonly groups: { id: string; title: string }[];
  readonly rows: RatioRow<'us' | 'GB/s'>[];
}

export async function microSuite(ctx: SuiteContext): Promise<SuiteResult> {
  const data = await runRatioScript<MicroJson>(ctx, 'micro suite (bench/src/micro)', 'micro/run.js', 600_000);
  const ratios = withRatios(data.rows);
  return {
    suite: 'micro',
    title: 'Micro suite: runtime primitives next to their raw limits, measured in one run',
    quick: ctx.quick,
    tables: [
      ratioTable('Micro benchmarks (median, min, max over the repeats; ratio = subject vs its reference in the same run)', data.rows),
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
            yTitle: 'time / reference time (x slower, log scale)',
            horizontal: true,
            // the rows span 1x (a link round trip) to hundreds (a whole balance vs a barrier)
            log: true,
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
