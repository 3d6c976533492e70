/** The stencil app: its options, its run side by side with the sequential sweep, its figures. */
import { clusterSide, defineApp, int, meshFor, moduleUrl, requireStatic, runFigures, sameArray, sideBySide, size } from '@meshwork/harness';
import type { StencilProgramOptions, StencilRankResult } from './program.ts';
import { DEFAULTS, stencilSequential, stencilSequentialTimed } from './sequential.ts';

/** Details of a stencil run's report. */
export interface StencilDetails {
  readonly rows: number;
  readonly cols: number;
  readonly iterations: number;
  readonly checksum: number | undefined;
}

/** The module every rank imports. */
const PROGRAM = moduleUrl(import.meta.url, 'program');

/** `meshwork run stencil`: the 2-D Jacobi heat stencil, static block tiles. */
export const stencilApp = defineApp({
  name: 'stencil',
  summary: '2-D Jacobi heat stencil on mesh tiles with halos (static block split), bit-identical to its sequential sweep',
  defaultBalancer: 'static',
  staticOnly: true,
  topologyKinds: ['mesh', 'torus', 'chain', 'ring', 'hypercube'],
  topologyFor: meshFor,
  programUrl: PROGRAM,
  checkpoints: true,
  options: {
    size: size('grid rows x columns', { default: [512, 512], quick: [64, 64] }),
    iterations: int('Jacobi sweeps', { min: 1, default: 200, quick: 20 }),
    seed: int('initial field seed', { min: 0, default: DEFAULTS.seed }),
  },
  prepare(s, o) {
    requireStatic('stencil', s.balancing.balancer, s.balancing.policy);
    const [rows, cols] = o.size;
    const config: StencilProgramOptions = {
      rows,
      cols,
      iterations: o.iterations,
      seed: o.seed,
      boundary: DEFAULTS.boundary,
      storage: s.storage,
      gather: true,
    };
    return sideBySide({
      parallel: clusterSide<StencilRankResult>({
        cluster: { topology: s.topology, spin: s.spin },
        programUrl: PROGRAM,
        ...(s.runOptions === undefined ? {} : { runOptions: s.runOptions }),
        options: config,
        warmup: { ...config, gather: false },
        // Both sides time the sweeps only: the ranks between their barriers, the reference without
        // its initial field, padding and copy out.
        ms: (run) => run.results[0]?.computeMs ?? Number.NaN,
      }),
      sequential: () => stencilSequentialTimed(config),
      warmupSequential: () => stencilSequential(config),
      sequentialMs: (ref) => ref.sweepMs,
      verify: (run, ref) => sameArray(run.results[0]?.field, ref.field),
      figures(run) {
        const checksum = run.results[0]?.checksum;
        const details: StencilDetails = { rows, cols, iterations: config.iterations, checksum };
        return {
          result: `${rows}x${cols} field after ${config.iterations} sweeps, checksum ${checksum}`,
          ...runFigures(run),
          balance: undefined,
          files: [],
          details,
        };
      },
    });
  },
  benchCases: (quick) => [{ label: quick ? 'stencil 64x64, 20 sweeps' : 'stencil 512x512, 200 sweeps', ranks: 2 }],
});
