/** The loop's paper reproduction (partial replication, figure 2): its benchmark (bench/src/apps/loop.ts), its figures next to the paper's. */
import { fx, type PaperContext, type PaperReproduction } from '@meshwork/harness';

/** What the paper rows read of the bench's JSON (the bench assigns its report to this type). */
export interface LoopBenchJson {
  /** Real threads at P = 2: per F, each strategy's median ms. */
  readonly p2: {
    readonly figures: readonly { readonly F: number; readonly rows: readonly { readonly label: string; readonly ms: number }[] }[];
  };
  /** Work-unit simulation at P = 16 and 64: per F, each strategy's completion over the ideal T/P. */
  readonly many: {
    readonly runs: readonly {
      readonly P: number;
      readonly rows: readonly { readonly F: number; readonly cells: readonly { readonly label: string; readonly overIdeal: number }[] }[];
    }[];
  };
}

/** Run the loop bench and set its static / dynamic ratios next to the paper's figure 2. */
export async function loopPaper(ctx: PaperContext): Promise<PaperReproduction<LoopBenchJson>> {
  const j = await ctx.runBench<LoopBenchJson>(ctx.quick ? ['--quick'] : ['--repeat', '3']);
  const at = (P: number, F: number) => j.many.runs.find((r) => r.P === P)?.rows.find((r) => r.F === F);
  const cell = (P: number, F: number, prefix: string) => at(P, F)?.cells.find((c) => c.label.startsWith(prefix))?.overIdeal ?? Number.NaN;
  const ratio = (P: number, F: number) => cell(P, F, 'static') / cell(P, F, 'replicate');
  const real = j.p2.figures.find((f) => f.F === 10)?.rows ?? [];
  const staticMs = real.find((r) => r.label === 'static')?.ms ?? Number.NaN;
  const bestDynamic = Math.min(...real.filter((r) => r.label !== 'static').map((r) => r.ms));
  return {
    rows: [
      {
        paper: 'Partial replication (loop)',
        figure: 'Figure 2, 64 nodes: static time / dynamic time at F = 5 and F = 10',
        theirs: '3.7x and 5.6x',
        ours: `${fx(ratio(64, 5))}x and ${fx(ratio(64, 10))}x (64 ranks simulated in work units, replicate m = 8); at 2 real threads, F = 10: static ${fx(staticMs, 1)} ms, best dynamic ${fx(bestDynamic, 1)} ms`,
      },
    ],
    charts: [],
    data: j,
  };
}
