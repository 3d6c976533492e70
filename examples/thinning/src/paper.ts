/** The thinning's paper reproduction (GDE, Table 3): its benchmark (bench/src/apps/thinning.ts) with `--json`, its figures next to the paper's. */
import { fx, median, type PaperContext, type PaperReproduction, spinArgs } from '@meshwork/harness';

/** What the paper rows read of the bench's JSON (the bench assigns its report to this type). */
export interface ThinningBenchJson {
  readonly rows: readonly {
    readonly P: number;
    readonly case: string;
    readonly seqMs: readonly number[];
    readonly samples: readonly { readonly wallMs: number; readonly workTotal: number; readonly workCritical: number }[];
  }[];
}

const PAPER: Record<number, { speedup: number; efficiency: number }> = {
  2: { speedup: 1.977, efficiency: 0.988 },
  4: { speedup: 3.503, efficiency: 0.875 },
  8: { speedup: 6.146, efficiency: 0.768 },
};

/** Run the thinning bench at several rank counts and set its efficiencies next to the paper's Table 3. */
export async function thinningPaper(ctx: PaperContext): Promise<PaperReproduction<ThinningBenchJson>> {
  const ranks = ctx.quick ? [1, 2, 4] : [1, 2, 4, 8];
  const j = await ctx.runBench<ThinningBenchJson>([
    '--ranks',
    ranks.join(','),
    '--repeat',
    ctx.quick ? '1' : '3',
    ...(ctx.quick ? ['--size', '384'] : []),
    ...spinArgs(ctx),
  ]);
  const byP = (P: number, c: string) => j.rows.find((r) => r.P === P && r.case === c) ?? j.rows.find((r) => r.P === P);
  const rows = [];
  const points = [];
  for (const P of ranks.filter((p) => p > 1)) {
    const r = byP(P, 'gde2');
    const samples = r?.samples ?? [];
    const speedup = median(r?.seqMs ?? []) / median(samples.map((s) => s.wallMs));
    const s0 = samples[0];
    const workEff = (s0?.workTotal ?? Number.NaN) / (P * (s0?.workCritical ?? Number.NaN));
    const paper = PAPER[P];
    rows.push({
      paper: 'GDE (thinning)',
      figure: `Table 3, P = ${P}`,
      theirs: paper === undefined ? '-' : `speedup ${paper.speedup}, efficiency ${paper.efficiency}`,
      ours: `speedup ${fx(speedup)} (wall, ${P} ranks on the cores we have), work efficiency ${fx(workEff, 3)}`,
    });
    points.push({ x: P, y: workEff, series: 'ours (work units)' }, { x: P, y: speedup / P, series: 'ours (wall time)' });
    if (paper !== undefined) points.push({ x: P, y: paper.efficiency, series: 'paper (transputers)' });
  }
  return {
    rows,
    charts: [
      {
        file: 'papers-thinning-efficiency.svg',
        title: "Thinning: parallel efficiency vs ranks, ours next to the paper's Table 3",
        heading: 'thinning: efficiency vs P',
        points,
        xTitle: 'ranks P',
        yTitle: 'efficiency',
        rule: 1,
      },
    ],
    data: j,
  };
}
