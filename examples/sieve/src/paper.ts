/**
 * The sieve's paper reproduction (functional load balancing, sections 3 and 4): its benchmark
 * (bench/src/apps/sieve.ts) run with `--json`, its figures next to the paper's.
 */
import { fx, type PaperContext, type PaperReproduction, pct } from '@meshwork/harness';

/** What the paper rows read of the bench's JSON (the bench assigns its report to this type). */
export interface SieveBenchJson {
  readonly paper32: { readonly n: number; readonly rows: readonly { readonly split: string; readonly le: number }[] };
  readonly section4: { readonly rows: readonly { readonly split: string; readonly speedup: number }[] };
}

/** Run the sieve bench and set its load efficiencies and speedups next to the paper's sections 3 and 4. */
export async function sievePaper(ctx: PaperContext): Promise<PaperReproduction<SieveBenchJson>> {
  const j = await ctx.runBench<SieveBenchJson>(ctx.quick ? ['--quick'] : ['--n', '10000000', '--repeat', '5', '--paper-n', '32000000']);
  const le = (prefix: string) => j.paper32.rows.find((r) => r.split.startsWith(prefix))?.le ?? Number.NaN;
  const sp = (prefix: string) => j.section4.rows.find((r) => r.split.startsWith(prefix))?.speedup ?? Number.NaN;
  return {
    rows: [
      {
        paper: 'Functional (sieve)',
        figure: 'Section 3, LE of 32 parts, block split',
        theirs: '71.44% (MAXN = 32e6)',
        ours: `${pct(100 * le('block'))} (N = ${j.paper32.n.toExponential(1)}, work units)`,
      },
      {
        paper: 'Functional (sieve)',
        figure: 'Section 3, LE of 32 parts, functional split',
        theirs: '99.07%',
        ours: `${pct(100 * le('functional'))} (work units)`,
      },
      {
        paper: 'Functional (sieve)',
        figure: 'Section 4, 7 + 4 nodes (4 are 3x faster), speedup',
        theirs: '19.0 (ideal 19)',
        ours: `${fx(sp('functional'))} functional, ${fx(sp('block'))} block (work units)`,
      },
    ],
    charts: [],
    data: j,
  };
}
