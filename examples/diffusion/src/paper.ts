/** Diffusion's paper reproduction (SDLB, figures 8-10): its benchmark (bench/src/apps/diffusion.ts), its figures next to the paper's. */
import { fx, type PaperContext, type PaperReproduction, spinArgs } from '@meshwork/harness';

/** One interval and balancing mode of the deterministic part of the bench. */
export interface DiffusionBenchRow {
  readonly k: number;
  readonly mode: string;
  readonly costWork: number;
  /** Cost with balancing / cost of the static tiles. */
  readonly ratio: number;
  readonly balances: number;
  readonly planesMoved: number;
}

/** One image and rank count of the deterministic part. */
export interface DiffusionBenchCase {
  readonly image: string;
  readonly topology: string;
  readonly P: number;
  readonly staticCost: number;
  readonly idealCost: number;
  readonly rows: readonly DiffusionBenchRow[];
}

/** What the paper rows read of the bench's JSON (the bench builds its deterministic part with these types). */
export interface DiffusionBenchJson {
  readonly deterministic: readonly DiffusionBenchCase[];
}

/** Run the diffusion bench (deterministic part) and set its cost ratios next to the SDLB paper's figures 8-10. */
export async function diffusionPaper(ctx: PaperContext): Promise<PaperReproduction<DiffusionBenchJson>> {
  const j = await ctx.runBench<DiffusionBenchJson>(['--part', 'A', '--reps', '1', ...(ctx.quick ? ['--quick'] : []), ...spinArgs(ctx)]);
  const rows = [];
  const points = [];
  for (const d of j.deterministic) {
    const best = (k: number) => Math.min(...d.rows.filter((r) => r.k === k).map((r) => r.ratio));
    const ks = [...new Set(d.rows.map((r) => r.k))].sort((a, b) => a - b);
    for (const r of d.rows) points.push({ x: r.k, y: r.ratio, series: `${d.image} P=${d.P} ${r.mode}` });
    const first = ks[0] ?? Number.NaN;
    const last = ks[ks.length - 1] ?? Number.NaN;
    rows.push({
      paper: 'SDLB (diffusion)',
      figure: `Figures 8-10, cost with / without balancing, ${d.image}, P = ${d.P}`,
      theirs: 'below 1, lowest when balancing often, towards 1 as the interval grows',
      ours: `${fx(best(first), 3)} at k = ${first}, ${fx(best(last), 3)} at k = ${last} (best mode, work units)`,
    });
  }
  return {
    rows,
    charts: [
      {
        file: 'papers-diffusion-ratio.svg',
        title: 'Diffusion: cost with SDLB / cost with static tiles vs interval (paper figures 8-10 in kind)',
        heading: 'diffusion: cost ratio vs interval',
        points,
        xTitle: 'balance every k iterations',
        yTitle: 'cost ratio',
        xLog: true,
        rule: 1,
      },
    ],
    data: j,
  };
}
