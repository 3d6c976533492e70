/** knary's paper reproduction (work stealing, Table 1 and the Cilk cases): its benchmark (bench/src/apps/knary.ts), its figures next to the paper's. */
import { fx, type PaperContext, type PaperReproduction, range, spinArgs } from '@meshwork/harness';

/** One tree of the bench: each scheduler's speedup and its share of the bound w/(w/p + cp). */
export interface KnaryBenchCase {
  readonly h: number;
  readonly d: number;
  readonly s: number;
  readonly sides: readonly { readonly label: string; readonly speedup: number; readonly ofBound: number }[];
}

/** What the paper rows read of the bench's JSON (the bench assigns its report to this type). */
export interface KnaryBenchJson {
  readonly table1: readonly KnaryBenchCase[];
  readonly cilk: readonly KnaryBenchCase[];
}

/** Run the knary bench and set its speedups next to the work-stealing paper's Table 1 and Cilk cases. */
export async function knaryPaper(ctx: PaperContext): Promise<PaperReproduction<KnaryBenchJson>> {
  // The bench's quick sizes (Table 1 at 5000 iterations per node, the Cilk trees at height 8):
  // the full sizes take over ten minutes at 2 ranks.
  const j = await ctx.runBench<KnaryBenchJson>(['--quick', '--repeat', ctx.quick ? '1' : '3', ...spinArgs(ctx)]);
  const side = (t: KnaryBenchCase, label: string) => t.sides.find((x) => x.label === label);
  const ofBound = (ts: readonly KnaryBenchCase[], label: string) => ts.map((t) => side(t, label)?.ofBound ?? Number.NaN);
  const speedups = (ts: readonly KnaryBenchCase[], label: string) => ts.map((t) => side(t, label)?.speedup ?? Number.NaN);
  return {
    rows: [
      {
        paper: 'Work stealing (knary)',
        figure: 'Table 1 cases, speedup vs the bound w/(w/p + cp)',
        theirs: 'stealing close to the bound (figure 1); the analytic columns reproduced in tests',
        ours: `2 ranks: steal ${range(ofBound(j.table1, 'steal'))} of the bound (speedup ${range(speedups(j.table1, 'steal'))}); node-level mapping without stealing ${range(ofBound(j.table1, 'node'))}`,
      },
      ...j.cilk.map((t) => ({
        paper: 'Work stealing (knary)',
        figure: `Cilk case knary(${t.h},${t.d},${t.s})`,
        theirs: 'near-linear speedup with stealing',
        ours: `2 ranks: steal ${fx(side(t, 'steal')?.ofBound ?? Number.NaN)} of the bound (speedup ${fx(side(t, 'steal')?.speedup ?? Number.NaN)}); graph-level mapping without stealing ${fx(side(t, 'graph')?.speedup ?? Number.NaN)}`,
      })),
    ],
    charts: [],
    data: j,
  };
}
