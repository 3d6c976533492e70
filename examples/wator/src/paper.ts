/** WaTor's paper reproduction (GDE, figure 6): its benchmark (bench/src/apps/wator.ts) with `--json`, its figures next to the paper's. */
import { type PaperContext, type PaperReproduction, signed, spinArgs } from '@meshwork/harness';

/** What the paper rows read of the bench's JSON (the bench assigns its report to this type). */
export interface WatorBenchJson {
  readonly model: readonly { readonly balancer: string; readonly every: number; readonly etaWork: number }[];
  readonly intervals: readonly { readonly every: number; readonly etaMeasured: number }[];
}

/** Run the WaTor bench and set its GDE improvements next to the paper's figure 6. */
export async function watorPaper(ctx: PaperContext): Promise<PaperReproduction<WatorBenchJson>> {
  const j = await ctx.runBench<WatorBenchJson>([
    '--size',
    ctx.quick ? '96' : '256',
    '--steps',
    ctx.quick ? '30' : '100',
    '--repeat',
    ctx.quick ? '1' : '3',
    '--ranks',
    '2',
    '--model-ranks',
    '16',
    ...spinArgs(ctx),
  ]);
  const model = j.model.filter((m) => m.balancer === 'gde');
  const eta = (every: number) => model.find((m) => m.every === every)?.etaWork ?? Number.NaN;
  const first = j.intervals[0];
  const small = model.filter((m) => m.every <= 5).map((m) => m.etaWork);
  return {
    rows: [
      {
        paper: 'GDE (WaTor)',
        figure: 'Figure 6, remap every 1-5 steps',
        theirs: '+7..15% (16 transputers)',
        ours: `${signed(Math.min(...small))}..${signed(Math.max(...small))} (ring:16, work units); ${signed(first?.etaMeasured ?? Number.NaN)} measured at every ${first?.every ?? '-'} on ring:2`,
      },
      {
        paper: 'GDE (WaTor)',
        figure: 'Figure 6, remap every 50 steps',
        theirs: 'none or negative',
        ours: `${signed(eta(50))} (ring:16, work units)`,
      },
    ],
    charts: [
      {
        file: 'papers-wator-interval.svg',
        title: 'WaTor: improvement of GDE over the static split vs remapping interval (paper figure 6 in kind)',
        heading: 'wator: eta vs interval',
        points: [
          ...model.map((m) => ({ x: m.every, y: m.etaWork, series: 'ours, ring:16 work units' })),
          ...j.intervals.map((m) => ({ x: m.every, y: m.etaMeasured, series: 'ours, ring:2 measured' })),
        ],
        xTitle: 'remap every k steps',
        yTitle: 'eta %',
        xLog: true,
        rule: 0,
      },
    ],
    data: j,
  };
}
