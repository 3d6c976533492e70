/**
 * The sieve's paper reproduction (functional load balancing, sections 3 and 4): its bench script
 * run with `--json`, its figures next to the paper's.
 */
import { fx, moduleUrl, type PaperContext, type PaperReproduction, pct, runScript } from '@meshwork/harness';

/** What the paper rows read of the bench's JSON (the bench assigns its report to this type). */
export interface SieveBenchJson {
  readonly paper32: { readonly n: number; readonly rows: readonly { readonly split: string; readonly le: number }[] };
  readonly section4: { readonly rows: readonly { readonly split: string; readonly speedup: number }[] };
}

/** Run the sieve bench and set its load efficiencies and speedups next to the paper's sections 3 and 4. */
export async function sievePaper(ctx: PaperContext): Promise<PaperReproduction<SieveBenchJson>> {
  const j = await runScript<SieveBenchJson>({
    script: moduleUrl(import.meta.url, 'bench').href,
    args: [
      '--json',
      '--n',
      ctx.quick ? '300000' : '10000000',
      '--repeat',
      ctx.quick ? '1' : '5',
      '--paper-n',
      ctx.quick ? '4000000' : '32000000',
    ],
    timeoutMs: 900_000,
  });
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
