/** The thinning app: its options, its run side by side with the sequential reference, its figures. */
import { choice, clusterSide, defineApp, int, moduleUrl, runFigures, sideBySide, size, summarizeReports, text } from '@meshwork/harness';
import { ensureFileTarget } from '@meshwork/runtime';
import { sameImage } from './analysis.ts';
import { THINNING_BENCH } from './bench-options.ts';
import { GENERATORS, generate } from './generate.ts';
import { readImage, writePbm } from './images.ts';
import { thinningPaper } from './paper.ts';
import type { LoadMeasure, ThinningProgramOptions, ThinningRankResult } from './program.ts';
import { checkFits, defaultBalancerOptions } from './run.ts';
import { type BinaryImage, thinSequential } from './sequential.ts';

/** Details of a thinning run's report. */
export interface ThinningDetails {
  readonly width: number;
  readonly height: number;
  readonly iterations: number;
  readonly pixelsBefore: number | undefined;
  readonly pixelsAfter: number | undefined;
}

/** The module every rank imports. */
const PROGRAM = moduleUrl(import.meta.url, 'program');

/** `meshwork run thinning`: HSCP thinning of a binary image in row strips on a chain. */
export const thinningApp = defineApp({
  name: 'thinning',
  summary: 'HSCP thinning of binary images to skeletons in row strips on a chain, balanced by GDE/SDLB, bit-identical to sequential',
  defaultBalancer: 'gde',
  // replay and advise run each balancer with the option block a run with the recorded --load gives it
  replay: { balancerOptions: (name, r) => defaultBalancerOptions(name, (r.options.load as LoadMeasure | undefined) ?? 'pixels') },
  topologyKinds: ['chain', 'ring'],
  topologyFor: (ranks) => `chain:${ranks}`,
  programUrl: PROGRAM,
  options: {
    image: text('netpbm image (PBM/PGM/PPM); object = dark pixels', { arg: '<file>' }),
    generate: choice('seeded image instead of --image', GENERATORS, { default: 'body' }),
    size: size('generated image width x height', { default: [2048, 2048], quick: [128, 128] }),
    seed: int('generator seed', { min: 0, default: 1 }),
    load: choice<LoadMeasure>("load per row: measured time, or pixels to process (the paper's work units)", ['pixels', 'time'], {
      default: 'time',
    }),
    out: text('write the thinned image (raw PBM)', { arg: '<file>' }),
  },
  prepare(s, o) {
    // The output path before any run (its folder created): an impossible one is MW_PATH at once.
    const out = o.out === undefined ? undefined : ensureFileTarget(o.out, { what: '--out' });
    let image: BinaryImage;
    let label: string;
    if (o.image !== undefined) {
      image = readImage(o.image);
      label = o.image;
    } else {
      const [width, height] = o.size;
      image = generate({ kind: o.generate, width, height, seed: o.seed });
      label = `generated ${o.generate} ${width}x${height} (seed ${o.seed})`;
    }
    checkFits(image, s.ranks);
    const b = s.balancing;
    const options: ThinningProgramOptions = {
      image: { kind: 'data', width: image.width, height: image.height, data: image.data },
      storage: s.storage,
      balancer: b.balancer,
      balancerOptions: b.balancerOptions ?? defaultBalancerOptions(b.balancer, o.load),
      policy: b.policy,
      policyOptions: b.policyOptions,
      load: o.load,
      // the row below a strip's edge values computed from its two south halo rows: one sync point
      // per pass fewer than exchanging them (the paper's ExEdge; the paper rows keep it)
      edges: 'local',
      gather: true,
      ...(s.record === true ? { record: true } : {}),
    };
    return sideBySide({
      parallel: clusterSide<ThinningRankResult>({
        cluster: { topology: s.topology, spin: s.spin, waitTimeoutMs: 120_000 },
        programUrl: PROGRAM,
        options,
        ...(s.runOptions === undefined ? {} : { runOptions: s.runOptions }),
        // the whole run, balances included: the timed runs find every path compiled
        warmup: { ...options, gather: false },
        ms: (run) => Math.max(...run.results.map((x) => x.totalMs)),
      }),
      sequential: () => thinSequential(image),
      // the passes alone, as the ranks time theirs (not the padding and copies around them)
      sequentialMs: (ref) => ref.passesMs,
      warmupSequential: () => thinSequential(image),
      verify: (run, ref) => {
        const r0 = run.results[0];
        const got = r0?.image;
        return got !== undefined && r0?.iterations === ref.iterations && sameImage({ ...image, data: got }, ref.image);
      },
      figures(run, ref) {
        const files: string[] = [];
        if (out !== undefined) {
          writePbm(out, ref.image);
          files.push(out);
        }
        const ones = ref.ones;
        const reports = run.results[0]?.reports ?? [];
        const details: ThinningDetails = {
          width: image.width,
          height: image.height,
          iterations: ref.iterations,
          pixelsBefore: ones[0],
          pixelsAfter: ones[ones.length - 1],
        };
        return {
          result: `${label}: ${ones[0] ?? 0} -> ${ones[ones.length - 1] ?? 0} pixels in ${ref.iterations} iterations`,
          ...runFigures(run),
          balance: b.policy === 'never' ? undefined : summarizeReports(reports),
          files,
          details,
        };
      },
    });
  },
  paper: thinningPaper,
  bench: THINNING_BENCH,
  benchCases: (quick) => [
    { label: 'static', ranks: 2, balancer: 'static', ...(quick ? { options: { size: [256, 256] as const } } : {}) },
    { label: 'gde every 2', ranks: 2, balancer: 'gde', every: 2, ...(quick ? { options: { size: [256, 256] as const } } : {}) },
  ],
});
