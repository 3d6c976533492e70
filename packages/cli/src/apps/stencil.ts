/** `meshwork run stencil`: the 2-D Jacobi heat stencil (examples/stencil), static block tiles. */
import {
  DEFAULTS,
  type StencilProgramOptions,
  type StencilRankResult,
  stencilSequential,
  stencilSequentialTimed,
  type TimedField,
} from '@meshwork/example-stencil';
import { intArg, sizeOption } from '../args.js';
import { exampleProgramUrl } from '../harness/program-url.js';
import { sideBySide } from '../harness/side-by-side.js';
import { meshFor, requireStatic, runFigures, sameArray } from './common.js';
import type { AppAdapter } from './types.js';

export const stencil: AppAdapter = {
  name: 'stencil',
  summary: '2-D Jacobi heat stencil on mesh tiles with halos (static block split), bit-identical to its sequential sweep',
  defaultBalancer: 'static',
  topologyKinds: ['mesh', 'torus', 'chain', 'ring', 'hypercube'],
  topologyFor: meshFor,
  addOptions(cmd) {
    cmd
      .addOption(sizeOption('--size <n|RxC>', 'grid rows x columns', [512, 512]))
      .option('--iterations <n>', 'Jacobi sweeps', intArg(1), 200)
      .option('--seed <n>', 'initial field seed', intArg(0), DEFAULTS.seed);
  },
  async run(s, o) {
    requireStatic('stencil', s.balancing.balancer, s.balancing.policy);
    const [rows, cols] = o.size as [number, number];
    const config: StencilProgramOptions = {
      rows,
      cols,
      iterations: o.iterations as number,
      seed: o.seed as number,
      boundary: DEFAULTS.boundary,
      storage: s.storage,
      gather: true,
    };
    const r = await sideBySide<StencilRankResult, TimedField>({
      cluster: { topology: s.topology, spin: s.spin },
      programUrl: exampleProgramUrl(import.meta.resolve('@meshwork/example-stencil')),
      options: config,
      warmup: { ...config, gather: false },
      repeat: s.repeat,
      progress: s.progress,
      sequential: () => stencilSequentialTimed(config),
      warmupSequential: () => stencilSequential(config),
      // Both sides time the sweeps only: the ranks between their barriers, the reference without
      // its initial field, padding and copy out.
      sequentialMs: (ref) => ref.sweepMs,
      parallelMs: (run) => run.results[0]?.computeMs ?? Number.NaN,
      verify: (run, ref) => sameArray(run.results[0]?.field, ref.field),
    });
    const checksum = r.last.results[0]?.checksum;
    return {
      result: `${rows}x${cols} field after ${config.iterations} sweeps, checksum ${checksum}`,
      correct: r.correct,
      sequentialMs: r.sequentialMs,
      parallelMs: r.parallelMs,
      ...runFigures(r.last),
      balance: undefined,
      files: [],
      details: { rows, cols, iterations: config.iterations, checksum },
    };
  },
};
